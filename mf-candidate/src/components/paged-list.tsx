import { Flex, Pagination, Spin, theme } from 'antd';
import type { ReactNode } from 'react';

export interface ServerPaging {
  page: number;
  pageSize: number;
  /** Items across every page, as the server counted them. */
  total: number;
  onChange(page: number): void;
}

export interface PagedListProps<T> {
  items: T[];
  /** Accessible name of the list. */
  label: string;
  itemKey(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** The server's paging of the items; the pager shows only when there is more than one page. */
  paging?: ServerPaging;
  /** A page is being fetched: the current items stay visible under a spinner. */
  loading?: boolean;
}

/** A divided list with an optional pager over pages the server returns. */
export function PagedList<T>({
  items,
  label,
  itemKey,
  renderItem,
  paging,
  loading = false,
}: PagedListProps<T>) {
  const { token } = theme.useToken();
  const start = paging ? (paging.page - 1) * paging.pageSize : 0;
  return (
    <Flex vertical gap={12}>
      <Spin spinning={loading}>
        <ul
          aria-label={label}
          aria-busy={loading}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              style={{
                padding: '12px 0',
                borderBottom:
                  index < items.length - 1 ? `1px solid ${token.colorBorderSecondary}` : undefined,
              }}
            >
              {renderItem(item, start + index)}
            </li>
          ))}
        </ul>
      </Spin>
      {paging && paging.total > paging.pageSize && (
        <Pagination
          size="small"
          align="end"
          current={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          showSizeChanger={false}
          disabled={loading}
          showTotal={(total, [from, to]) => `${from}-${to} of ${total}`}
          onChange={paging.onChange}
        />
      )}
    </Flex>
  );
}
