import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import {
  LightButton,
  nextThemeMode,
  useAnnounce,
  useResolvedTheme,
  useThemeStore,
  type ThemeMode,
} from '@portal/shared';
import type { ReactElement } from 'react';

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS: Record<ThemeMode, ReactElement> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

/**
 * Light, dark or the system's setting, one click each in turn. The icon and the name tell the
 * current choice (the system's with the theme it gives now) and what a click switches to.
 */
export function ThemeToggle() {
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  const shown = useResolvedTheme();
  const announce = useAnnounce();
  const next = nextThemeMode(mode);
  const current = mode === 'system' ? `System (${shown})` : LABELS[mode];
  const label = `Theme: ${current}. Switch to ${next} theme`;

  function switchTheme() {
    setMode(next);
    announce(`Theme: ${LABELS[next]}`);
  }

  return (
    // A native tooltip: antd's Tooltip would bring its form-isolation code onto the first page.
    <LightButton
      variant="text"
      circle
      aria-label={label}
      title={label}
      data-theme-mode={mode}
      icon={ICONS[mode]}
      onClick={switchTheme}
    />
  );
}
