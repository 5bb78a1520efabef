import { theme } from 'antd';
import { portalTheme } from './portal-theme';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const n = parseInt(digits, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgb) throw new Error(`Unreadable colour ${color}`);
  const [r, g, b, a = 1] = rgb[1].split(',').map(Number);
  return [r, g, b, a];
}

/** The colour seen when `top` (possibly translucent) is painted over `below`. */
function over(top: string, below: string): Rgba {
  const [r, g, b, a] = parse(top);
  const base = parse(below);
  return [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of a colour painted over a background. */
function contrast(color: string, background: string): number {
  const bg = parse(background);
  const a = luminance(over(color, background));
  const b = luminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const token = theme.getDesignToken(portalTheme(mode, false));
  const surfaces = {
    page: token.colorBgLayout,
    card: token.colorBgContainer,
    popup: token.colorBgElevated,
  };

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextQuaternary',
    'colorTextDisabled',
    'colorLink',
    'colorPrimary',
    'colorError',
    'colorSuccess',
    'colorWarning',
    'colorInfo',
  ] as const)('prints %s at 4.5:1 or more on every surface', (name) => {
    const below = Object.entries(surfaces)
      .map(([surface, background]) => ({ surface, ratio: contrast(token[name], background) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(below).toEqual([]);
  });

  it('keeps disabled text readable on a disabled field', () => {
    const field = over(token.colorBgContainerDisabled, token.colorBgContainer);
    const background = `rgb(${field.slice(0, 3).join(',')})`;
    expect(contrast(token.colorTextDisabled, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('prints the text of solid buttons at 4.5:1 or more', () => {
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    'blue',
    'geekblue',
    'purple',
    'magenta',
    'red',
    'volcano',
    'orange',
    'gold',
    'lime',
    'green',
    'cyan',
  ])('prints %s tags at 4.5:1 or more on their own background', (hue) => {
    const tokens = token as unknown as Record<string, string>;
    expect(contrast(tokens[`${hue}7`], tokens[`${hue}1`])).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the edges of fields and buttons at 3:1 or more', () => {
    for (const background of Object.values(surfaces)) {
      expect(contrast(token.colorBorder, background)).toBeGreaterThanOrEqual(3);
      expect(contrast(token.colorPrimary, background)).toBeGreaterThanOrEqual(3);
    }
  });
});
