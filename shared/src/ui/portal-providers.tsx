import { ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { AppFeedback } from './app-feedback';
import { useModalFocusWrap } from './modal-focus-wrap';
import { portalTheme } from './portal-theme';
import { resolveTheme, useThemeStore } from './theme-store';

/** The theme on screen: the choice, or the system's preference while following the system. */
export function useResolvedTheme(): 'light' | 'dark' {
  const mode = useThemeStore((state) => state.mode);
  const [resolved, setResolved] = useState(() => resolveTheme(mode));
  useEffect(() => {
    setResolved(resolveTheme(mode));
    if (mode !== 'system' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setResolved(resolveTheme('system'));
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [mode]);
  return resolved;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/** antd theme (light/dark), toast stack and message context shared by every area. */
export function PortalProviders({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  // Users who ask their system for less motion get dialogs and dropdowns without animation.
  const reducedMotion = usePrefersReducedMotion();
  useModalFocusWrap();
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return (
    <ConfigProvider theme={portalTheme(resolved, reducedMotion)}>
      <AppFeedback>{children}</AppFeedback>
    </ConfigProvider>
  );
}
