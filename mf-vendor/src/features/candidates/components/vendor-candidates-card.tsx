import { AreaError, formatDate, serverPagedTable } from '@portal/shared';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  CANDIDATES_MESSAGE,
  CANDIDATES_PAGE_SIZE,
  useVendorCandidatesQuery,
  type VendorCandidate,
} from '../api/get-vendor-candidates';
import { AddCandidateDialog } from './add-candidate-dialog';
import { SubmitCandidateDialog } from './submit-candidate-dialog';

export const VISIBLE_SKILLS = 3;

export interface VendorCandidatesCardProps {
  vendorId: string;
  recruiterId: string | null;
}

export function SkillBadges({ skills }: { skills: string[] }) {
  const rest = skills.length - VISIBLE_SKILLS;
  return (
    <>
      {skills.slice(0, VISIBLE_SKILLS).map((skill) => (
        <Tag key={skill}>{skill}</Tag>
      ))}
      {rest > 0 ? <Tag>+{rest}</Tag> : null}
    </>
  );
}

export function VendorCandidatesCard({ vendorId, recruiterId }: VendorCandidatesCardProps) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [submitting, setSubmitting] = useState<VendorCandidate | null>(null);
  const candidates = useVendorCandidatesQuery({ vendorId, page });

  return (
    <Card
      title={`Your Candidates (${candidates.data?.total ?? 0})`}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          Add Candidate
        </Button>
      }
    >
      {candidates.error ? (
        <AreaError title={CANDIDATES_MESSAGE} onRetry={() => void candidates.refetch()} />
      ) : (
        <Table<VendorCandidate>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: 'No candidates yet. Add the people you want to put forward.' }}
          {...serverPagedTable(candidates, {
            page,
            pageSize: CANDIDATES_PAGE_SIZE,
            onChange: setPage,
          })}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_, row) => `${row.first_name} ${row.last_name}`.trim(),
            },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            { title: 'Title', dataIndex: 'title', key: 'title' },
            {
              title: 'Skills',
              key: 'skills',
              render: (_, row) => <SkillBadges skills={row.skills ?? []} />,
            },
            { title: 'Added', key: 'created_at', render: (_, row) => formatDate(row.created_at) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, row) => (
                <Space>
                  <Button
                    size="small"
                    aria-label={`Submit ${row.first_name} ${row.last_name} to a job`}
                    onClick={() => setSubmitting(row)}
                  >
                    Submit to Job
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <AddCandidateDialog
        vendorId={vendorId}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => setPage(1)}
      />
      <SubmitCandidateDialog
        vendorId={vendorId}
        recruiterId={recruiterId}
        candidate={submitting}
        onClose={() => setSubmitting(null)}
      />
    </Card>
  );
}
