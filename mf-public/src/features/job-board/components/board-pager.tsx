import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { boardPath, type BoardFilters } from '@portal/shared/job-board';

// Pages are plain links to their addresses (antd's Pagination brings Select and Input along for
// its size changer and quick jumper, which the board does not offer): the first, the last and
// those beside the current one, with a gap marked between.
function pagesToShow(current: number, pages: number): (number | 'gap')[] {
  const wanted = [1, current - 1, current, current + 1, pages].filter((p) => p >= 1 && p <= pages);
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  const shown: (number | 'gap')[] = [];
  for (const page of sorted) {
    const last = shown[shown.length - 1];
    if (typeof last === 'number' && page > last + 1) shown.push('gap');
    shown.push(page);
  }
  return shown;
}

/** Links to the other pages of a search's results. */
export function BoardPager({ filters, pages }: { filters: BoardFilters; pages: number }) {
  const { token } = theme.useToken();
  const current = Math.min(filters.page, pages);
  const item = (active: boolean): CSSProperties => ({
    display: 'inline-block',
    minWidth: token.controlHeight,
    height: token.controlHeight,
    lineHeight: `${token.controlHeight - 2}px`,
    padding: `0 ${token.paddingXS}px`,
    textAlign: 'center',
    textDecoration: 'none',
    border: `${token.lineWidth}px solid ${active ? token.colorPrimary : token.colorBorder}`,
    borderRadius: token.borderRadius,
    color: active ? token.colorPrimary : token.colorText,
    background: token.colorBgContainer,
    fontWeight: active ? token.fontWeightStrong : undefined,
  });
  const link = (page: number, text: string, label: string, rel?: string) => (
    <Link
      to={boardPath({ ...filters, page })}
      aria-label={label}
      aria-current={page === current ? 'page' : undefined}
      rel={rel}
      onClick={() => window.scrollTo(0, 0)}
      style={item(page === current && !rel)}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label="Pages of results" style={{ marginTop: token.margin }}>
      <ul
        style={{
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          margin: 0,
          padding: 0,
        }}
      >
        {current > 1 && <li>{link(current - 1, 'Previous', 'Previous page', 'prev')}</li>}
        {pagesToShow(current, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden style={{ lineHeight: `${token.controlHeight}px` }}>
              …
            </li>
          ) : (
            <li key={page}>{link(page, String(page), `Page ${page}`)}</li>
          ),
        )}
        {current < pages && <li>{link(current + 1, 'Next', 'Next page', 'next')}</li>}
      </ul>
    </nav>
  );
}
