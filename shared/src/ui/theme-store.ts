import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';

function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function resolveTheme(mode: ThemeMode): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return mode;
}

/**
 * The header toggle's next choice. From the system setting it goes to the opposite of what is
 * shown, then to the other explicit choice, then back to the system setting, so two of the three
 * steps change what the user sees and the system setting is always one step away.
 */
export function nextThemeMode(mode: ThemeMode, systemDark = systemPrefersDark()): ThemeMode {
  const same = systemDark ? 'dark' : 'light';
  const opposite = systemDark ? 'light' : 'dark';
  if (mode === 'system') return opposite;
  return mode === opposite ? same : 'system';
}

interface ThemeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  /** Header toggle: moves to the next choice (`nextThemeMode`). */
  toggle(): void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: readStoredMode(),
  setMode(mode) {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    set({ mode });
  },
  toggle() {
    get().setMode(nextThemeMode(get().mode));
  },
}));
