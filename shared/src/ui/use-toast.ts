import AppContext from 'antd/es/app/context';
import { useContext, useMemo } from 'react';

export const TOAST_DURATION_SECONDS = 4.5;

export interface Toast {
  success(title: string, description?: string): void;
  /** Destructive toast: a title and the reason. */
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

/** Toasts on the portal's notification stack (antd's App context), so every area shares one. */
export function useToast(): Toast {
  const { notification } = useContext(AppContext);
  return useMemo(() => {
    const show =
      (kind: 'success' | 'error' | 'info' | 'warning') => (title: string, description?: string) =>
        notification[kind]({ title, description, duration: TOAST_DURATION_SECONDS });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    };
  }, [notification]);
}
