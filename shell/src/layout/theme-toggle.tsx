import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { LightButton, resolveTheme, useThemeStore } from '@portal/shared';

export function ThemeToggle() {
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  const dark = resolveTheme(mode) === 'dark';
  const label = dark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    // A native tooltip: antd's Tooltip would bring its form-isolation code onto the first page.
    <LightButton
      variant="text"
      circle
      aria-label={label}
      title={label}
      data-theme-mode={dark ? 'dark' : 'light'}
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggle}
    />
  );
}
