import { App } from 'antd';
import { useMemo } from 'react';

export const TOAST_DURATION_SECONDS = 4.5;

export interface Toast {
  success(title: string, description?: string): void;
  /** Destructive toast: a title and the reason. */
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

/** Toasts on antd's App notification API, so every area shares one stack. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show =
      (kind: 'success' | 'error' | 'info' | 'warning') => (title: string, description?: string) =>
        notification[kind]({ title, description, duration: TOAST_DURATION_SECONDS });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [notification]);
}
