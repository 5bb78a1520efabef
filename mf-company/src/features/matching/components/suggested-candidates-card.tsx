import { AreaError, messageOf, paths, useToast } from '@portal/shared';
import { MatchScore } from '@portal/shared/match';
import { Button, Card, Divider, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useJobSuggestionsQuery } from '../api/get-job-suggestions';
import { useInviteCandidateToJobMutation } from '../api/invite-candidate-to-job';
import { useJobInvitationsQuery } from '../api/list-job-invitations';
import { AssignCandidateDialog } from './assign-candidate-dialog';

export interface SuggestedCandidatesCardProps {
  jobId: string;
  /** The viewer's company: its candidates are "Your candidate", others a partner's. */
  companyId: string;
  userId: string;
  /** Admins and managers assign their company's candidates; the server checks it again. */
  canAssign: boolean;
}

/**
 * 'Suggested candidates' for a job: the best matches among the company's own candidates and
 * those partners share, each with its score and reasons, an invitation to apply and, for the
 * company's own candidates, an assignment to a colleague.
 */
export function SuggestedCandidatesCard({
  jobId,
  companyId,
  userId,
  canAssign,
}: SuggestedCandidatesCardProps) {
  const toast = useToast();
  const suggestions = useJobSuggestionsQuery({ jobId });
  const invitations = useJobInvitationsQuery({ jobId });
  const invite = useInviteCandidateToJobMutation();
  const [assigning, setAssigning] = useState<{ id: string; name: string } | null>(null);

  const inviteCandidate = (candidateId: string, name: string) =>
    invite.mutate(
      { jobId, candidateId },
      {
        onSuccess: (result) =>
          result.emailed
            ? toast.success(`${name} was invited to apply`)
            : toast.warning(`${name} was invited, but the e-mail could not be sent`),
        onError: (error) => toast.error('Failed to invite candidate', messageOf(error)),
      },
    );

  return (
    <Card title="Suggested candidates">
      {suggestions.error ? (
        <AreaError
          title="Failed to load suggested candidates"
          error={suggestions.error}
          onRetry={() => void suggestions.refetch()}
        />
      ) : suggestions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : suggestions.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No candidates share this job's skills yet."
        />
      ) : (
        <ul aria-label="Suggested candidates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {suggestions.data.map((s, i) => {
            const name = `${s.first_name} ${s.last_name}`.trim();
            const own = s.managing_company_id === companyId;
            const invited = invitations.data?.has(s.candidate_id) ?? false;
            const inviting = invite.isPending && invite.variables.candidateId === s.candidate_id;
            return (
              <li key={s.candidate_id}>
                {i > 0 && <Divider style={{ margin: '12px 0' }} />}
                <Flex justify="space-between" align="start" gap={12} wrap>
                  <Flex vertical gap={4}>
                    <Flex gap={8} align="center" wrap>
                      <Link to={paths.company.candidate(s.candidate_id)}>
                        <Typography.Text strong>{name}</Typography.Text>
                      </Link>
                      {s.title && <Typography.Text type="secondary">{s.title}</Typography.Text>}
                      <Tag>
                        {own ? 'Your candidate' : `Shared by ${s.company_name ?? 'a partner'}`}
                      </Tag>
                      {invited && <Tag color="blue">Invited</Tag>}
                    </Flex>
                    <Typography.Text>{s.summary}</Typography.Text>
                    <MatchScore
                      jobId={jobId}
                      candidateId={s.candidate_id}
                      score={s.score}
                      subject={name}
                    />
                  </Flex>
                  <Flex gap={8} wrap>
                    {!invited && (
                      <Button
                        loading={inviting}
                        disabled={invitations.isPending}
                        aria-label={`Invite ${name} to apply`}
                        onClick={() => inviteCandidate(s.candidate_id, name)}
                      >
                        Invite to apply
                      </Button>
                    )}
                    {own && canAssign && (
                      <Button
                        aria-label={`Assign ${name}`}
                        onClick={() => setAssigning({ id: s.candidate_id, name })}
                      >
                        Assign
                      </Button>
                    )}
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      <AssignCandidateDialog
        companyId={companyId}
        userId={userId}
        candidate={assigning}
        onClose={() => setAssigning(null)}
      />
    </Card>
  );
}
