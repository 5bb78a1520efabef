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

interface ThemeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  /** Header toggle: switches to the opposite of what is shown now. */
  toggle(): void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: readStoredMode(),
  setMode(mode) {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    set({ mode });
  },
  toggle() {
    get().setMode(resolveTheme(get().mode) === 'dark' ? 'light' : 'dark');
  },
}));
