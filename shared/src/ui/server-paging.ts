import type { TablePaginationConfig } from 'antd';

export interface ServerPagingOptions {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** All rows on the server, not just this page. */
  total: number | undefined;
  onChange?: (page: number) => void;
  /** Shows the total with its noun: [one, many], e.g. ['user', 'users']. */
  noun?: [string, string];
}

/**
 * A table's pagination when the server pages the rows: its page size is fixed (no size changer)
 * and the pager hides while everything fits on one page.
 */
export function serverPaging({
  page,
  pageSize,
  total,
  onChange,
  noun,
}: ServerPagingOptions): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: onChange && ((next) => onChange(next)),
    showTotal: noun && ((count) => `${count} ${count === 1 ? noun[0] : noun[1]}`),
  };
}

/** What a query of one server page returns: that page's rows and the count of all of them. */
export interface ServerPageQuery<T> {
  isFetching: boolean;
  data?: { rows: T[]; total: number };
}

/**
 * A server-paged table's rows, spinner and pager from its query, to spread onto antd's `Table`.
 */
export function serverPagedTable<T>(
  query: ServerPageQuery<T>,
  paging: Omit<ServerPagingOptions, 'total'>,
) {
  return {
    loading: query.isFetching,
    dataSource: query.data?.rows ?? [],
    pagination: serverPaging({ ...paging, total: query.data?.total }),
  };
}
