import { LightButton } from '@portal/shared';
import { theme } from 'antd';
import type { ReactNode } from 'react';

// The dashboard's lists are plain tables drawn from the theme's tokens. antd's Table brings its
// filter, sorter and selection code (trees, checkboxes, menus, selects) and generates its styles
// while it first renders; on the dashboard that cost more than the rest of the page together.

export interface LightColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

export interface LightPagination {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export interface LightTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: LightColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  emptyText: ReactNode;
  /** Server-side paging; omitted when every row is shown. */
  pagination?: LightPagination;
  size?: 'middle' | 'small';
}

export function LightTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  pagination,
  size = 'middle',
}: LightTableProps<T>) {
  const { token } = theme.useToken();
  const padding =
    size === 'small'
      ? `${token.paddingXS}px ${token.paddingXS}px`
      : `${token.paddingSM}px ${token.padding}px`;
  const line = `${token.lineWidth}px solid ${token.colorBorderSecondary}`;
  const cell = {
    padding,
    borderBottom: line,
    textAlign: 'start',
    verticalAlign: 'middle',
  } as const;
  const pages = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
  return (
    <div>
      {/* Wide tables scroll sideways on phones instead of widening the page. */}
      <div style={{ overflowX: 'auto' }}>
        <table
          aria-label={label}
          aria-busy={loading}
          style={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            color: token.colorText,
            opacity: loading && rows.length > 0 ? 0.6 : 1,
          }}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={{
                    ...cell,
                    background: token.colorFillAlter,
                    color: token.colorTextHeading,
                    fontWeight: token.fontWeightStrong,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length}
                  style={{ ...cell, textAlign: 'center', color: token.colorTextSecondary }}
                >
                  {loading ? <span role="status">Loading...</span> : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} style={cell}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && pages > 1 && (
        <nav
          aria-label={`${label} pages`}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: token.marginXS,
            marginTop: token.margin,
          }}
        >
          <LightButton
            disabled={pagination.current <= 1}
            onClick={() => pagination.onChange(pagination.current - 1)}
          >
            Previous
          </LightButton>
          <span aria-live="polite">
            Page {pagination.current} of {pages}
          </span>
          <LightButton
            disabled={pagination.current >= pages}
            onClick={() => pagination.onChange(pagination.current + 1)}
          >
            Next
          </LightButton>
        </nav>
      )}
    </div>
  );
}
