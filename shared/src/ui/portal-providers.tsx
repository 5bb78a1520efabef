import { ConfigProvider, theme as antTheme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { AppFeedback } from './app-feedback';
import { resolveTheme, useThemeStore } from './theme-store';

function useResolvedTheme(): 'light' | 'dark' {
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

// Coloured tags print their text in each palette's 7th shade, which falls below 4.5:1 on the
// palette's lightest shade; in the light theme they use a darker shade of the same hue.
const READABLE_TAG_TEXT = Object.fromEntries(
  Object.entries({
    blue: '#003eb3',
    geekblue: '#10239e',
    purple: '#391085',
    magenta: '#9e1068',
    red: '#a8071a',
    volcano: '#ad2102',
    orange: '#ad4e00',
    gold: '#874d00',
    yellow: '#876800',
    lime: '#3f6600',
    green: '#237804',
    cyan: '#006d75',
    // antd names each shade twice (gold7 and gold-7); both feed the same CSS variable.
  }).flatMap(([hue, color]) => [
    [`${hue}7`, color],
    [`${hue}-7`, color],
  ]),
);

/** antd theme (light/dark), toast stack and message context shared by every area. */
export function PortalProviders({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  // Users who ask their system for less motion get dialogs and dropdowns without animation.
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return (
    <ConfigProvider
      theme={{
        algorithm: resolved === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        token: {
          colorPrimary: '#2563eb',
          borderRadius: 8,
          motion: !reducedMotion,
          // antd's defaults for secondary text, links and status colours (tags, alerts) fall below
          // 4.5:1 contrast on light backgrounds; these keep the same look at a readable contrast.
          ...(resolved === 'light'
            ? {
                colorTextDescription: 'rgba(0, 0, 0, 0.65)',
                colorLink: '#1d4ed8',
                colorSuccess: '#166534',
                colorSuccessBg: '#dcfce7',
                colorSuccessBorder: '#86efac',
                colorInfo: '#1d4ed8',
                colorWarning: '#92400e',
                colorWarningBg: '#fef3c7',
                colorWarningBorder: '#fcd34d',
                colorError: '#b91c1c',
                colorErrorBg: '#fee2e2',
                colorErrorBorder: '#fca5a5',
                ...READABLE_TAG_TEXT,
              }
            : {}),
        },
      }}
    >
      <AppFeedback>{children}</AppFeedback>
    </ConfigProvider>
  );
}
