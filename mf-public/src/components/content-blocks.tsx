import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

// The home page, sign-in and the job board are the first thing a visitor loads, so their text and
// panels are plain elements styled from the theme's tokens rather than antd's Typography, Card and
// Descriptions (which bring tabs, menus, inputs and form code onto the first page). They follow
// the light and dark theme.

export function Surface({ style, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        color: token.colorText,
        ...style,
      }}
    />
  );
}

const HEADING_SIZE = {
  1: 'fontSizeHeading1',
  2: 'fontSizeHeading2',
  3: 'fontSizeHeading3',
} as const;

export function Heading({
  level = 1,
  children,
  style,
}: {
  level?: 1 | 2 | 3;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{
        color: token.colorTextHeading,
        fontSize: token[HEADING_SIZE[level]],
        fontWeight: token.fontWeightStrong,
        lineHeight: 1.25,
        margin: '0 0 0.5em',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

/** A paragraph, in the secondary text colour unless `secondary` is false; `strong` makes it bold. */
export function Lead({
  children,
  secondary = true,
  strong = false,
  style,
  ...rest
}: HTMLAttributes<HTMLParagraphElement> & { secondary?: boolean; strong?: boolean }) {
  const { token } = theme.useToken();
  return (
    <p
      {...rest}
      style={{
        color: secondary && !strong ? token.colorTextSecondary : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        margin: '0 0 1em',
        ...style,
      }}
    >
      {children}
    </p>
  );
}

/** Labelled facts (a description list) in one column on phones and two from tablets up. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
        gap: `${token.marginSM}px ${token.marginLG}px`,
        margin: `0 0 ${token.margin}px`,
      }}
    >
      {items.map(({ label, value }) => (
        <div key={label} style={{ display: 'flex', gap: token.marginXS }}>
          <dt style={{ color: token.colorTextSecondary }}>{label}:</dt>
          <dd style={{ margin: 0, color: token.colorText }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
