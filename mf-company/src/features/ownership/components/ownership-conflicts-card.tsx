import { AreaError, paths, formatDate, formatDateTime, serverPagedTable } from '@portal/shared';
import { Card, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  decisionLabel,
  OWNERSHIP_CONFLICTS_PAGE_SIZE,
  useOwnershipConflictsQuery,
  type OwnershipConflict,
} from '../api/list-ownership-conflicts';

/** Who put forward a candidate another vendor represents, when, and what was decided. */
export function OwnershipConflictsCard() {
  const [page, setPage] = useState(1);
  const result = useOwnershipConflictsQuery(page);

  return (
    <Card title="Ownership Conflicts">
      <Typography.Paragraph type="secondary">
        Applications for candidates another vendor represented at the time, newest first.
      </Typography.Paragraph>
      {result.error ? (
        <AreaError
          title="Failed to load ownership conflicts"
          error={result.error}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <Table<OwnershipConflict>
          rowKey="id"
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description="No ownership conflicts" /> }}
          {...serverPagedTable(result, {
            page,
            pageSize: OWNERSHIP_CONFLICTS_PAGE_SIZE,
            onChange: setPage,
          })}
          columns={[
            {
              title: 'When',
              dataIndex: 'created_at',
              render: (value: string) => formatDateTime(value),
            },
            {
              title: 'Candidate',
              key: 'candidate',
              render: (_, row) =>
                row.application_id ? (
                  <Link to={paths.company.application(row.application_id)}>
                    {row.candidate_name ?? 'Candidate'}
                  </Link>
                ) : (
                  (row.candidate_name ?? '—')
                ),
            },
            {
              title: 'Job',
              dataIndex: 'job_title',
              render: (value: string | null) => value ?? '—',
            },
            { title: 'Put forward by', dataIndex: 'challenger_label' },
            {
              title: 'Owner',
              key: 'owner',
              render: (_, row) => {
                if (row.owner_name)
                  return `${row.owner_name} (since ${formatDate(row.owner_since)})`;
                // A refusal when no vendor owned the person (they applied or were added directly).
                if (row.decision === 'refused' && !row.owner_since) return '—';
                return 'Vendor no longer exists';
              },
            },
            { title: 'Decision', key: 'decision', render: (_, row) => decisionLabel(row) },
          ]}
        />
      )}
    </Card>
  );
}
