import { messageOf } from '@portal/shared';
import { Empty, List, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface QueryListProps<T> {
  query: { data: T[] | undefined; error: unknown; isPending: boolean };
  /** What the list holds, plural, for the load error: "interviews". */
  noun: string;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

/** An application's list of one kind (interviews, notes): its load error, or its items. */
export function QueryList<T>({ query, noun, emptyText, renderItem }: QueryListProps<T>) {
  if (query.error) {
    return (
      <Typography.Text type="danger">
        Failed to load {noun}: {messageOf(query.error)}
      </Typography.Text>
    );
  }
  return (
    <List
      loading={query.isPending}
      dataSource={query.data ?? []}
      locale={{ emptyText: <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
      renderItem={renderItem}
    />
  );
}
