import {
  applicationStatusColor,
  applicationStatusLabel,
  AreaError,
  formatDate,
  serverPaging,
  useAnnounceChange,
} from '@portal/shared';
import { Card, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import {
  SUBMISSIONS_MESSAGE,
  SUBMISSIONS_PAGE_SIZE,
  useVendorSubmissionsQuery,
  type VendorSubmission,
} from '../api/get-vendor-submissions';
import { PendingConfirmationsTable } from './pending-confirmations-table';

/** What the vendor may see of a submission's stage; a change the company makes is read out. */
function SubmissionStatusTag({ submission }: { submission: VendorSubmission }) {
  const label = applicationStatusLabel(submission.stage, 'vendor');
  const candidate = submission.candidate
    ? `${submission.candidate.first_name} ${submission.candidate.last_name}`.trim()
    : 'Submission';
  useAnnounceChange(label, (now) => `${candidate}: status changed to ${now}`);
  return <Tag color={applicationStatusColor(submission.stage)}>{label}</Tag>;
}

/**
 * The vendor's submissions, with a tab for those held until the candidate confirms by e-mail (for
 * companies that ask for it).
 */
export function VendorSubmissionsCard({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const submissions = useVendorSubmissionsQuery({ vendorId, page });

  const submitted = submissions.error ? (
    <AreaError title={SUBMISSIONS_MESSAGE} onRetry={() => void submissions.refetch()} />
  ) : (
    <Table<VendorSubmission>
      rowKey="id"
      size="small"
      loading={submissions.isFetching}
      dataSource={submissions.data?.rows ?? []}
      locale={{ emptyText: 'No candidates submitted yet.' }}
      pagination={serverPaging({
        page,
        pageSize: SUBMISSIONS_PAGE_SIZE,
        total: submissions.data?.total,
        onChange: setPage,
      })}
      columns={[
        {
          title: 'Candidate',
          key: 'candidate',
          render: (_, row) =>
            row.candidate ? `${row.candidate.first_name} ${row.candidate.last_name}`.trim() : '',
        },
        { title: 'Job', key: 'job', render: (_, row) => row.job?.title ?? '' },
        {
          title: 'Status',
          key: 'status',
          render: (_, row) => <SubmissionStatusTag submission={row} />,
        },
        {
          title: 'Submitted',
          key: 'applied_at',
          render: (_, row) => formatDate(row.applied_at),
        },
      ]}
    />
  );

  return (
    <Card title={`Submissions (${submissions.data?.total ?? 0})`}>
      <Tabs
        items={[
          { key: 'submitted', label: 'Submitted', children: submitted },
          {
            key: 'confirmations',
            label: 'Awaiting Candidate Confirmation',
            children: <PendingConfirmationsTable vendorId={vendorId} />,
          },
        ]}
      />
    </Card>
  );
}
