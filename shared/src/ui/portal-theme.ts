import { theme as antTheme, type ThemeConfig } from 'antd';

// Every colour here is chosen for contrast (WCAG 2.2 AA): text at least 4.5:1 and the edges of
// controls at least 3:1 against the surfaces they sit on. docs/decisions.md lists what each
// reaches; portal-theme.test.ts measures them.

/** Tag text tokens for both spellings antd gives each 7th shade (gold7 and gold-7). */
function tagText(colors: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([hue, color]) => [
      [`${hue}7`, color],
      [`${hue}-7`, color],
    ]),
  );
}

// Coloured tags print their text in each palette's 7th shade, which falls below 4.5:1 on the
// palette's lightest shade; in the light theme they use a darker shade of the same hue.
const READABLE_TAG_TEXT = tagText({
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
});

// In the dark theme only purple (3.4:1) and geekblue (4.2:1) fall short; they take the dark
// palette's 8th shade.
const READABLE_DARK_TAG_TEXT = tagText({ purple: '#ab7ae0', geekblue: '#7f9ef3' });

const LIGHT_TOKENS = {
  colorPrimary: '#2563eb',
  // antd's secondary greys (description labels, placeholders, disabled text) sit at 1.8-3.4:1.
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
  // Field and button edges: antd's #d9d9d9 is 1.4:1 on white.
  colorBorder: '#8c8c8c',
  colorLink: '#1d4ed8',
  // The ring round a focused field or select; antd's is a 10 % tint that is hard to see.
  controlOutline: 'rgba(37, 99, 235, 0.45)',
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
};

// The dark algorithm darkens every seed: antd's blue and red end up below 4.5:1 on dark surfaces.
// These lighter seeds come out readable, and text on those solid colours turns dark, as white
// on a light blue would not be readable.
const DARK_TOKENS = {
  colorPrimary: '#7aa7ff',
  colorLink: '#7aa7ff',
  colorInfo: '#7aa7ff',
  colorError: '#ff7875',
  colorTextLightSolid: '#141414',
  colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
  colorTextDescription: 'rgba(255, 255, 255, 0.55)',
  colorTextQuaternary: 'rgba(255, 255, 255, 0.5)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  colorTextDisabled: 'rgba(255, 255, 255, 0.5)',
  colorBorder: '#7d7d7d',
  controlOutline: 'rgba(122, 167, 255, 0.5)',
  ...READABLE_DARK_TAG_TEXT,
};

/** The portal's antd theme in light or dark, with or without motion. */
export function portalTheme(resolved: 'light' | 'dark', reducedMotion: boolean): ThemeConfig {
  return {
    algorithm: resolved === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
    token: {
      borderRadius: 8,
      motion: !reducedMotion,
      ...(resolved === 'dark' ? DARK_TOKENS : LIGHT_TOKENS),
    },
  };
}
