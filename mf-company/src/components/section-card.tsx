import { Card, type CardProps } from 'antd';
import { useId } from 'react';

// The card's title keeps the look antd gives it; only the element under it becomes a heading.
const TITLE_HEADING = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * antd's Card as a named region whose title is a third-level heading under the page's heading,
 * so screen reader users can move between the company screens' sections by region or by heading.
 */
export function SectionCard({ title, ...card }: Omit<CardProps, 'title'> & { title: string }) {
  const headingId = useId();
  return (
    <Card
      {...card}
      role="region"
      aria-labelledby={headingId}
      title={
        <h3 id={headingId} style={TITLE_HEADING}>
          {title}
        </h3>
      }
    />
  );
}
