import { AreaError, messageOf, paths, useToast } from '@portal/shared';
import { RankedCandidateList } from '@portal/shared/match';
import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
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
        <RankedCandidateList
          jobId={jobId}
          label="Suggested candidates"
          candidates={suggestions.data}
          renderName={(s, name) => (
            <Link to={paths.company.candidate(s.candidate_id)}>
              <Typography.Text strong>{name}</Typography.Text>
            </Link>
          )}
          renderTags={(s) => (
            <>
              <Tag>
                {s.managing_company_id === companyId
                  ? 'Your candidate'
                  : `Shared by ${s.company_name ?? 'a partner'}`}
              </Tag>
              {invitations.data?.has(s.candidate_id) && <Tag color="blue">Invited</Tag>}
            </>
          )}
          renderActions={(s, name) => (
            <Flex gap={8} wrap>
              {!invitations.data?.has(s.candidate_id) && (
                <Button
                  loading={invite.isPending && invite.variables.candidateId === s.candidate_id}
                  disabled={invitations.isPending}
                  aria-label={`Invite ${name} to apply`}
                  onClick={() => inviteCandidate(s.candidate_id, name)}
                >
                  Invite to apply
                </Button>
              )}
              {s.managing_company_id === companyId && canAssign && (
                <Button
                  aria-label={`Assign ${name}`}
                  onClick={() => setAssigning({ id: s.candidate_id, name })}
                >
                  Assign
                </Button>
              )}
            </Flex>
          )}
        />
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
