import { formatDate, LightButton, paths } from '@portal/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Panel } from '../../../components/light-blocks';
import { LightTable } from '../../../components/light-table';
import { SkillBadges } from '../../../components/skill-badges';
import { useMyCandidatesQuery, type AssignedCandidate } from '../api/list-my-candidates';

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
    <Panel title="Your Assigned Candidates">
      {candidates.error ? (
        <div role="alert">
          Failed to load candidates data{' '}
          <LightButton onClick={() => void candidates.refetch()}>Retry</LightButton>
        </div>
      ) : (
        <LightTable<AssignedCandidate>
          label="Your assigned candidates"
          rowKey={(c) => c.id}
          loading={candidates.isFetching}
          rows={candidates.data?.candidates ?? []}
          emptyText="No candidates found"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: candidates.data?.total ?? 0,
            onChange: setPage,
          }}
          columns={[
            { key: 'name', title: 'Name', render: nameOf },
            { key: 'email', title: 'Email', render: (c) => c.email ?? '—' },
            { key: 'skills', title: 'Skills', render: (c) => <SkillBadges skills={c.skills} /> },
            { key: 'assigned', title: 'Assigned', render: (c) => formatDate(c.assignedAt) },
            {
              key: 'actions',
              title: 'Actions',
              render: (c) => (
                <LightButton
                  aria-label={`View ${nameOf(c)}`}
                  onClick={() => navigate(paths.company.candidate(c.id))}
                >
                  View
                </LightButton>
              ),
            },
          ]}
        />
      )}
    </Panel>
  );
}
