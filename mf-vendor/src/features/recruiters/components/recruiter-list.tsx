import { AreaError, formatDate } from '@portal/shared';
import { Card, Table } from 'antd';
import {
  recruiterName,
  RECRUITERS_MESSAGE,
  type VendorRecruiter,
} from '../../../lib/recruiters/get-vendor-recruiters';

export interface RecruiterListProps {
  recruiters: VendorRecruiter[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function RecruiterList({ recruiters, loading, error, onRetry }: RecruiterListProps) {
  return (
    <Card title={`Recruiters (${recruiters?.length ?? 0})`}>
      {error ? (
        <AreaError title={RECRUITERS_MESSAGE} onRetry={onRetry} />
      ) : (
        <Table<VendorRecruiter>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={recruiters ?? []}
          pagination={false}
          locale={{ emptyText: 'No recruiters yet. Invite your first recruiter above.' }}
          columns={[
            { title: 'Name', key: 'name', render: (_, recruiter) => recruiterName(recruiter) },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            {
              title: 'Added',
              dataIndex: 'created_at',
              key: 'created_at',
              render: (value: string) => formatDate(value),
            },
          ]}
        />
      )}
    </Card>
  );
}
