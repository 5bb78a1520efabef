import { AreaError, formatDate } from '@portal/shared';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAsync } from '../../../hooks/use-async';
import {
  getVendorSubmissions,
  SUBMISSIONS_MESSAGE,
  SUBMISSIONS_PAGE_SIZE,
  type VendorSubmission,
} from '../api/get-vendor-submissions';
import { submissionStatusColor, submissionStatusLabel } from '../utils/submission-status';

export interface VendorSubmissionsCardProps {
  vendorId: string;
  /** Changes whenever a submission was made elsewhere on the page. */
  refreshKey: number;
}

export function VendorSubmissionsCard({ vendorId, refreshKey }: VendorSubmissionsCardProps) {
  const [page, setPage] = useState(1);
  const submissions = useAsync(
    () => getVendorSubmissions({ vendorId, page }),
    [vendorId, page, refreshKey],
  );

  return (
    <Card title={`Submissions (${submissions.data?.total ?? 0})`}>
      {submissions.error ? (
        <AreaError title={SUBMISSIONS_MESSAGE} onRetry={submissions.reload} />
      ) : (
        <Table<VendorSubmission>
          rowKey="id"
          size="small"
          loading={submissions.loading}
          dataSource={submissions.data?.rows ?? []}
          locale={{ emptyText: 'No candidates submitted yet.' }}
          pagination={{
            current: page,
            pageSize: SUBMISSIONS_PAGE_SIZE,
            total: submissions.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: 'Candidate',
              key: 'candidate',
              render: (_, row) =>
                row.candidate
                  ? `${row.candidate.first_name} ${row.candidate.last_name}`.trim()
                  : '',
            },
            { title: 'Job', key: 'job', render: (_, row) => row.job?.title ?? '' },
            {
              title: 'Status',
              key: 'status',
              render: (_, row) => (
                <Tag color={submissionStatusColor(row.status)}>
                  {submissionStatusLabel(row.status)}
                </Tag>
              ),
            },
            {
              title: 'Submitted',
              key: 'applied_at',
              render: (_, row) => formatDate(row.applied_at),
            },
          ]}
        />
      )}
    </Card>
  );
}
