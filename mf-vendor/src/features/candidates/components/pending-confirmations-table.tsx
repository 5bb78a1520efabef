import { AreaError, formatDate, serverPagedTable } from '@portal/shared';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import {
  CONFIRMATIONS_MESSAGE,
  CONFIRMATIONS_PAGE_SIZE,
  usePendingConfirmationsQuery,
  type PendingConfirmation,
} from '../api/list-pending-confirmations';
import { candidateAndJobColumns } from './submission-columns';

/** Where a held submission stands, in the vendor's words. */
export function confirmationState(
  request: Pick<PendingConfirmation, 'status' | 'expires_at'>,
  now = Date.now(),
): { label: string; color: string } {
  if (request.status === 'declined') return { label: 'Declined by the candidate', color: 'red' };
  if (request.status === 'lapsed')
    return { label: 'Lapsed: already in process for this job', color: 'default' };
  if (new Date(request.expires_at).getTime() <= now)
    return { label: 'Expired unanswered', color: 'default' };
  return { label: 'Waiting for the candidate', color: 'gold' };
}

/** The vendor's submissions the company will only see once the candidate confirms by e-mail. */
export function PendingConfirmationsTable({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const requests = usePendingConfirmationsQuery({ vendorId, page });
  if (requests.error)
    return <AreaError title={CONFIRMATIONS_MESSAGE} onRetry={() => void requests.refetch()} />;
  return (
    <Table<PendingConfirmation>
      rowKey="id"
      size="small"
      locale={{ emptyText: 'No submissions are waiting for a candidate’s confirmation.' }}
      {...serverPagedTable(requests, {
        page,
        pageSize: CONFIRMATIONS_PAGE_SIZE,
        onChange: setPage,
      })}
      columns={[
        ...candidateAndJobColumns<PendingConfirmation>(),
        {
          title: 'E-mail Sent',
          key: 'sent_at',
          render: (_, row) => (row.sent_at ? formatDate(row.sent_at) : 'Not sent yet'),
        },
        {
          title: 'Link Expires',
          key: 'expires_at',
          render: (_, row) => formatDate(row.expires_at),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, row) => {
            const state = confirmationState(row);
            return <Tag color={state.color}>{state.label}</Tag>;
          },
        },
      ]}
    />
  );
}
