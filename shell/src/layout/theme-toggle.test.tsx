import { THEME_STORAGE_KEY, useThemeStore } from '@portal/shared';
import { renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './theme-toggle';

// The icon package ships ESM only; the icons play no part in this behaviour.
jest.mock('@ant-design/icons', () => ({
  DesktopOutlined: () => null,
  MoonOutlined: () => null,
  SunOutlined: () => null,
}));

function systemPrefers(theme: 'light' | 'dark') {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' && theme === 'dark',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const toggle = () => screen.getByRole('button', { name: /^Theme: / });

describe('theme toggle', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useThemeStore.setState({ mode: 'system' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('goes through dark, light and back to the system setting, naming the current choice', async () => {
    systemPrefers('light');
    renderInPortal(<ThemeToggle />);
    expect(toggle()).toHaveAccessibleName('Theme: System (light). Switch to dark theme');

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Theme: Dark. Switch to light theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('Theme: Dark');

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Theme: Light. Switch to system theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Theme: System (light). Switch to dark theme');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('starts from the opposite of a dark system setting', async () => {
    systemPrefers('dark');
    renderInPortal(<ThemeToggle />);
    expect(toggle()).toHaveAccessibleName('Theme: System (dark). Switch to light theme');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Theme: Light. Switch to dark theme');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Theme: Dark. Switch to system theme');
  });
});
