import { Flex, Pagination, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

export interface PagedListProps<T> {
  items: T[];
  /** Accessible name of the list. */
  label: string;
  itemKey(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** Items per page; no pager when everything fits. */
  pageSize?: number;
}

/** A divided list with an optional pager. */
export function PagedList<T>({ items, label, itemKey, renderItem, pageSize }: PagedListProps<T>) {
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(items.length / pageSize)) : 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const start = pageSize ? (page - 1) * pageSize : 0;
  const shown = pageSize ? items.slice(start, start + pageSize) : items;
  return (
    <Flex vertical gap={12}>
      <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((item, index) => (
          <li
            key={itemKey(item)}
            style={{
              padding: '12px 0',
              borderBottom:
                index < shown.length - 1 ? `1px solid ${token.colorBorderSecondary}` : undefined,
            }}
          >
            {renderItem(item, start + index)}
          </li>
        ))}
      </ul>
      {pageSize && items.length > pageSize && (
        <Pagination
          size="small"
          align="end"
          current={page}
          pageSize={pageSize}
          total={items.length}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}
