import { messageOf, paths } from '@portal/shared';
import { InterviewListItem } from '@portal/shared/interviews';
import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { UpcomingInterview } from '../api/get-upcoming-interviews';

/** 'Upcoming Interviews' on the dashboard: when, how long, where or the video link. */
export function UpcomingInterviewsCard({
  interviews,
  loading,
  error,
}: {
  interviews: UpcomingInterview[] | undefined;
  loading: boolean;
  error: unknown;
}) {
  return (
    <Card title="Upcoming Interviews">
      {error ? (
        <Typography.Text type="danger">
          Failed to load interviews: {messageOf(error)}
        </Typography.Text>
      ) : (
        <List
          loading={loading}
          dataSource={interviews ?? []}
          locale={{
            emptyText: (
              <Empty description="No upcoming interviews" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ),
          }}
          renderItem={(interview) => (
            <InterviewListItem
              interview={interview}
              heading={
                <Link to={paths.candidate.application(interview.application_id)}>
                  {interview.job_title} at {interview.company_name}
                </Link>
              }
            />
          )}
        />
      )}
    </Card>
  );
}
