import { ApplicationStatusTag, AreaError, formatDate, serverPagedTable } from '@portal/shared';
import { Card, Table, Tabs } from 'antd';
import { useState } from 'react';
import {
  SUBMISSIONS_MESSAGE,
  SUBMISSIONS_PAGE_SIZE,
  useVendorSubmissionsQuery,
  type VendorSubmission,
} from '../api/get-vendor-submissions';
import { PendingConfirmationsTable } from './pending-confirmations-table';
import { candidateAndJobColumns, submittedCandidateName } from './submission-columns';

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
      locale={{ emptyText: 'No candidates submitted yet.' }}
      {...serverPagedTable(submissions, {
        page,
        pageSize: SUBMISSIONS_PAGE_SIZE,
        onChange: setPage,
      })}
      columns={[
        ...candidateAndJobColumns<VendorSubmission>(),
        {
          title: 'Status',
          key: 'status',
          // What the vendor may see of the stage; a change the company makes is read out.
          render: (_, row) => (
            <ApplicationStatusTag
              status={row.stage}
              reader="vendor"
              announceAs={submittedCandidateName(row) || 'Submission'}
            />
          ),
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
