import { LightButton } from '@portal/shared';
import { theme } from 'antd';
import { useId } from 'react';
import type { CSSProperties, HTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

// The dashboard's summary is the first thing staff see after signing in. Its headings, panels,
// details and status badge are plain elements styled from the theme's tokens: antd's Typography,
// Card, Descriptions, Grid and Tag each generate their styles while the page first renders, which
// held the summary back. They follow the light and dark theme like the components they replace.

export function PageHeading({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h2
      style={{
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading2,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading2,
        margin: 0,
      }}
    >
      {children}
    </h2>
  );
}

/** A bordered panel with a title and an optional action beside it, like a Card. */
export function Panel({
  title,
  extra,
  children,
  style,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title: string; extra?: ReactNode }) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    // Named by its title, so assistive technology (and tests) find the panel as a region.
    <section
      aria-labelledby={titleId}
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        display: 'flex',
        flexDirection: 'column',
        ...style,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginXS,
          padding: `${token.paddingSM}px ${token.paddingLG}px`,
          borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h3
          id={titleId}
          style={{
            color: token.colorTextHeading,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            lineHeight: token.lineHeightLG,
            margin: 0,
          }}
        >
          {title}
        </h3>
        {extra}
      </div>
      <div style={{ padding: token.paddingLG, flex: 1 }}>{children}</div>
    </section>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <p
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        margin: `0 0 ${token.marginMD}px`,
        ...style,
      }}
    >
      {children}
    </p>
  );
}

export interface DetailItem {
  key: string;
  label: string;
  children: ReactNode;
}

/** Label and value pairs in a bordered grid: one column on phones, two from tablets up. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px`;
  return (
    // The gap shows the border colour between the cells.
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${token.screenSM / 2}px), 1fr))`,
        gap: line,
        margin: 0,
        background: token.colorBorderSecondary,
        border: `${line} solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {items.map((item) => (
        <div key={item.key} style={{ display: 'flex', background: token.colorBgContainer }}>
          <dt
            style={{
              flex: '0 0 40%',
              padding: `${token.paddingXS}px ${token.padding}px`,
              background: token.colorFillAlter,
              color: token.colorTextSecondary,
            }}
          >
            {item.label}
          </dt>
          <dd style={{ flex: 1, margin: 0, padding: `${token.paddingXS}px ${token.padding}px` }}>
            {item.children}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type StatusTone = 'success' | 'warning' | 'error' | 'processing';
type PresetTone = 'gold' | 'green' | 'blue' | 'red';
export type BadgeTone = StatusTone | PresetTone | 'default' | 'outlined';

const STATUS_TOKENS = {
  success: ['colorSuccess', 'colorSuccessBg', 'colorSuccessBorder'],
  warning: ['colorWarning', 'colorWarningBg', 'colorWarningBorder'],
  error: ['colorError', 'colorErrorBg', 'colorErrorBorder'],
  processing: ['colorInfo', 'colorInfoBg', 'colorInfoBorder'],
} as const;

/**
 * A status label drawn like antd's Tag, with the theme's readable status colours (status tones)
 * or a preset hue's shades 7, 1 and 3 (text, background, border) as Tag uses them.
 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const { token } = theme.useToken();
  let colors: { color: string; background: string; borderColor: string };
  if (tone === 'default' || tone === 'outlined') {
    colors = {
      color: token.colorText,
      background: tone === 'default' ? token.colorFillQuaternary : 'transparent',
      borderColor: token.colorBorder,
    };
  } else if (tone in STATUS_TOKENS) {
    const [text, background, border] = STATUS_TOKENS[tone as StatusTone];
    colors = { color: token[text], background: token[background], borderColor: token[border] };
  } else {
    const hue = tone as PresetTone;
    colors = {
      color: token[`${hue}7`],
      background: token[`${hue}1`],
      borderColor: token[`${hue}3`],
    };
  }
  return (
    <span
      style={{
        ...colors,
        display: 'inline-block',
        borderWidth: token.lineWidth,
        borderStyle: 'solid',
        borderRadius: token.borderRadiusSM,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        padding: `0 ${token.paddingXS - 1}px`,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}

type Token = ReturnType<typeof theme.useToken>['token'];

/** The box of a native field drawn from the theme, as antd draws its inputs. */
function fieldStyle(token: Token): CSSProperties {
  return {
    height: token.controlHeight,
    border: `${token.lineWidth}px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
    fontSize: token.fontSize,
    fontFamily: 'inherit',
  };
}

export interface PlainSelectOption {
  value: string;
  label: string;
}

/** A native select drawn from the theme's tokens: light enough for one in every table row. */
export function PlainSelect({
  options,
  style,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { options: PlainSelectOption[] }) {
  const { token } = theme.useToken();
  return (
    <select {...rest} style={{ ...fieldStyle(token), padding: `0 ${token.paddingXS}px`, ...style }}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A search box: the search runs on Enter or the button, and clearing the box clears it. */
export function SearchBox({
  label,
  onSearch,
  style,
}: {
  label: string;
  onSearch: (value: string) => void;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
        onSearch(input.value.trim());
      }}
      style={{ display: 'flex', gap: token.marginXS, ...style }}
    >
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={label}
        onChange={(event) => {
          if (event.target.value === '') onSearch('');
        }}
        style={{
          ...fieldStyle(token),
          flex: 1,
          minWidth: 0,
          padding: `0 ${token.paddingSM - 1}px`,
        }}
      />
      <LightButton type="submit">Search</LightButton>
    </form>
  );
}
