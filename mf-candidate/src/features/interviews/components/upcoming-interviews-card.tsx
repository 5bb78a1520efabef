import { formatInTimeZone, messageOf, paths } from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import { Card, Empty, List, Space, Typography } from 'antd';
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
          renderItem={(interview) => {
            const link = safeHref(interview.video_link ?? '');
            return (
              <List.Item>
                <Space orientation="vertical" size={2}>
                  <Link to={paths.candidate.application(interview.application_id)}>
                    {interview.job_title} at {interview.company_name}
                  </Link>
                  <Typography.Text strong>
                    {formatInTimeZone(interview.starts_at, interview.time_zone)}
                  </Typography.Text>
                  <Typography.Text>{interview.duration_minutes} minutes</Typography.Text>
                  {interview.location && (
                    <Typography.Text>Location: {interview.location}</Typography.Text>
                  )}
                  {link && (
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      Join video call
                    </a>
                  )}
                </Space>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
