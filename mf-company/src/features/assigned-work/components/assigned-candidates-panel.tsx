import { AreaError, formatDate, namedTable, paths, serverPagedTable } from '@portal/shared';
import { Button, Empty, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SkillBadges } from '../../../components/skill-badges';
import { useMyCandidatesQuery, type AssignedCandidate } from '../api/list-my-candidates';
import { SectionCard } from '../../../components/section-card';

const PAGE_SIZE = 10;

function nameOf(candidate: AssignedCandidate): string {
  return `${candidate.first_name} ${candidate.last_name}`.trim() || candidate.email || 'Candidate';
}

/** The candidates the signed-in staff member was given to work on. */
export function AssignedCandidatesPanel({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const candidates = useMyCandidatesQuery({ userId, page, pageSize: PAGE_SIZE });

  return (
    <SectionCard title="Your Assigned Candidates">
      {candidates.error ? (
        <AreaError
          title="Failed to load candidates data"
          error={candidates.error}
          onRetry={() => void candidates.refetch()}
        />
      ) : (
        <Table<AssignedCandidate>
          rowKey="id"
          scroll={{ x: true }}
          components={namedTable('Your assigned candidates')}
          locale={{ emptyText: <Empty description="No candidates found" /> }}
          {...serverPagedTable(
            {
              isFetching: candidates.isFetching,
              data: candidates.data && {
                rows: candidates.data.candidates,
                total: candidates.data.total,
              },
            },
            { page, pageSize: PAGE_SIZE, onChange: setPage },
          )}
          columns={[
            { key: 'name', title: 'Name', render: (_, c) => nameOf(c) },
            { key: 'email', title: 'Email', render: (_, c) => c.email ?? '—' },
            {
              key: 'skills',
              title: 'Skills',
              render: (_, c) => <SkillBadges skills={c.skills} />,
            },
            {
              key: 'assigned',
              title: 'Assigned',
              render: (_, c) => formatDate(c.assignedAt),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, c) => (
                <Button
                  aria-label={`View ${nameOf(c)}`}
                  onClick={() => navigate(paths.company.candidate(c.id))}
                >
                  View
                </Button>
              ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
