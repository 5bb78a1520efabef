import { AreaError, paths } from '@portal/shared';
import { MatchScore } from '@portal/shared/widgets';
import { Card, Divider, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useJobSuggestionsQuery } from '../api/get-job-suggestions';

export interface SuggestedCandidatesCardProps {
  jobId: string;
  /** The viewer's company: its candidates are "Your candidate", others a partner's. */
  companyId: string;
}

/**
 * 'Suggested candidates' for a job: the best matches among the company's own candidates and
 * those partners share, each with its score and reasons.
 */
export function SuggestedCandidatesCard({ jobId, companyId }: SuggestedCandidatesCardProps) {
  const suggestions = useJobSuggestionsQuery({ jobId });
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
            return (
              <li key={s.candidate_id}>
                {i > 0 && <Divider style={{ margin: '12px 0' }} />}
                <Flex vertical gap={4}>
                  <Flex gap={8} align="center" wrap>
                    <Link to={paths.company.candidate(s.candidate_id)}>
                      <Typography.Text strong>{name}</Typography.Text>
                    </Link>
                    {s.title && <Typography.Text type="secondary">{s.title}</Typography.Text>}
                    <Tag>
                      {s.managing_company_id === companyId
                        ? 'Your candidate'
                        : `Shared by ${s.company_name ?? 'a partner'}`}
                    </Tag>
                  </Flex>
                  <Typography.Text>{s.summary}</Typography.Text>
                  <MatchScore
                    jobId={jobId}
                    candidateId={s.candidate_id}
                    score={s.score}
                    subject={name}
                  />
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
