import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { resolveTheme, useThemeStore } from '@portal/shared';
import { Button, Tooltip } from 'antd';

export function ThemeToggle() {
  const mode = useThemeStore((state) => state.mode);
  const toggle = useThemeStore((state) => state.toggle);
  const dark = resolveTheme(mode) === 'dark';
  const label = dark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        data-theme-mode={dark ? 'dark' : 'light'}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
