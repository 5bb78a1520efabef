import { serverPagedTable, type ServerPageQuery, type ServerPagingOptions } from '@portal/shared';
import { Table, type TableProps } from 'antd';
import { LoadError } from './load-error';

export type PagedQueryTableProps<T> = Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination'
> & {
  /** The query of one server page: its rows and total, or the error that stopped it. */
  query: ServerPageQuery<T> & { error: unknown; refetch: () => unknown };
  paging: Omit<ServerPagingOptions, 'total'>;
};

/** A table of one server-paged query, or the query's error with a Retry. */
export function PagedQueryTable<T extends object>({
  query,
  paging,
  ...table
}: PagedQueryTableProps<T>) {
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<T> rowKey="id" scroll={{ x: true }} {...serverPagedTable(query, paging)} {...table} />
  );
}
