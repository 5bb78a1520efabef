import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

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

/** A bordered panel with a title, like a Card. */
export function Panel({
  title,
  children,
  style,
  ...rest
}: HTMLAttributes<HTMLElement> & { title: string }) {
  const { token } = theme.useToken();
  return (
    <section
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
      <h3
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightLG,
          margin: 0,
          padding: `${token.paddingSM}px ${token.paddingLG}px`,
          borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        }}
      >
        {title}
      </h3>
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

const BADGE_COLORS = {
  success: ['colorSuccess', 'colorSuccessBg', 'colorSuccessBorder'],
  warning: ['colorWarning', 'colorWarningBg', 'colorWarningBorder'],
} as const;

/** A status label drawn like antd's coloured Tag, with the theme's readable status colours. */
export function StatusBadge({
  status,
  children,
}: {
  status: keyof typeof BADGE_COLORS;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const [text, background, border] = BADGE_COLORS[status];
  return (
    <span
      style={{
        display: 'inline-block',
        color: token[text],
        background: token[background],
        border: `${token.lineWidth}px solid ${token[border]}`,
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
