import AppContext from 'antd/es/app/context';
import { useContext, useMemo } from 'react';
import { useAnnounce } from './live-announcer';

export const TOAST_DURATION_SECONDS = 4.5;

export interface ToastOptions {
  /** What screen readers hear instead of the title and description. */
  spoken?: string;
}

export interface Toast {
  success(title: string, description?: string, options?: ToastOptions): void;
  /** Destructive toast: a title and the reason. */
  error(title: string, description?: string, options?: ToastOptions): void;
  info(title: string, description?: string, options?: ToastOptions): void;
  warning(title: string, description?: string, options?: ToastOptions): void;
}

/**
 * Toasts on the portal's notification stack (antd's App context), so every area shares one. Each
 * is read out through the portal's polite live region, and the toast itself is a status rather
 * than an alert, so neither interrupts what the screen reader is saying.
 */
export function useToast(): Toast {
  const { notification } = useContext(AppContext);
  const announce = useAnnounce();
  return useMemo(() => {
    const show =
      (kind: 'success' | 'error' | 'info' | 'warning') =>
      (title: string, description?: string, options: ToastOptions = {}) => {
        announce(options.spoken ?? (description ? `${title}. ${description}` : title));
        notification[kind]({
          title,
          description,
          duration: TOAST_DURATION_SECONDS,
          role: 'status',
        });
      };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    };
  }, [notification, announce]);
}
