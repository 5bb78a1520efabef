import { messageOf } from '@portal/shared';
import { MatchReasons, MatchTag, useMatchQuery } from '@portal/shared/match';
import { Card, Skeleton, Typography } from 'antd';

/** How well an applicant matches the job, with the reasons the candidate sees too. */
export function ApplicationMatchCard({
  jobId,
  candidateId,
}: {
  jobId: string;
  candidateId: string;
}) {
  const match = useMatchQuery({ jobId, candidateId });
  return (
    <Card title="Match" extra={match.data ? <MatchTag score={match.data.score} /> : undefined}>
      {match.data ? (
        <MatchReasons match={match.data} />
      ) : match.error ? (
        <Typography.Text type="danger">{messageOf(match.error)}</Typography.Text>
      ) : match.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Typography.Text type="secondary">No match for this application.</Typography.Text>
      )}
    </Card>
  );
}
