import { formatDateTime, messageOf } from '@portal/shared';
import { Card, Empty, List, Rate, Space, Statistic, Tag, Typography } from 'antd';
import type { HiringScope } from '../api/keys';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  summarize,
  useScorecardsQuery,
  type Recommendation,
} from '../api/list-scorecards';
import { memberName, type TeamMember } from '../api/list-team-members';

const RECOMMENDATION_COLORS: Record<Recommendation, string> = {
  strong_no: 'red',
  no: 'orange',
  yes: 'green',
  strong_yes: 'cyan',
};

export function RecommendationTag({ value }: { value: string }) {
  const key = value as Recommendation;
  return <Tag color={RECOMMENDATION_COLORS[key]}>{RECOMMENDATION_LABELS[key] ?? value}</Tag>;
}

/** The scorecards' summary (average rating, recommendations) and each interviewer's scorecard. */
export function ScorecardsCard({
  scope,
  team,
}: {
  scope: HiringScope;
  team: TeamMember[] | undefined;
}) {
  const scorecards = useScorecardsQuery(scope);
  const summary = summarize(scorecards.data ?? []);
  return (
    <Card title="Scorecards">
      {scorecards.error ? (
        <Typography.Text type="danger">
          Failed to load scorecards: {messageOf(scorecards.error)}
        </Typography.Text>
      ) : (
        <>
          {summary.count > 0 && (
            <Space wrap size="large" style={{ marginBottom: 16 }}>
              <Statistic title="Average Rating" value={summary.averageRating ?? 0} suffix="/ 5" />
              <Statistic title="Scorecards" value={summary.count} />
              <div role="group" aria-label="Recommendations">
                {RECOMMENDATIONS.map((r) => (
                  <Tag key={r}>
                    {RECOMMENDATION_LABELS[r]}: {summary.byRecommendation[r]}
                  </Tag>
                ))}
              </div>
            </Space>
          )}
          <List
            loading={scorecards.isPending}
            dataSource={scorecards.data ?? []}
            locale={{
              emptyText: (
                <Empty description="No scorecards yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ),
            }}
            renderItem={(s) => (
              <List.Item>
                <Space orientation="vertical" size={2}>
                  <Space wrap>
                    <Typography.Text strong>{memberName(team, s.interviewer_id)}</Typography.Text>
                    <Rate disabled value={s.rating} aria-label={`Rating ${s.rating} of 5`} />
                    <RecommendationTag value={s.recommendation} />
                    <Typography.Text type="secondary">
                      {formatDateTime(s.updated_at)}
                    </Typography.Text>
                  </Space>
                  {s.notes && (
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                      {s.notes}
                    </Typography.Paragraph>
                  )}
                </Space>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
