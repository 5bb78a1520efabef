import { AreaError, formatInTimeZone, paths, PageLoader } from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import { Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { useMyInterviewsQuery } from '../api/list-my-interviews';

/** 'My Interviews': the signed-in person's upcoming interviews as an interviewer, soonest first. */
export function MyInterviewsPage() {
  const { user } = useCompanyWorkspace();
  const interviews = useMyInterviewsQuery(user?.id);
  if (interviews.isPending) return <PageLoader />;
  if (interviews.error)
    return (
      <AreaError
        title="Failed to load your interviews"
        error={interviews.error}
        onRetry={() => void interviews.refetch()}
      />
    );
  return (
    <Card>
      <Typography.Title level={2}>My Interviews</Typography.Title>
      <List
        dataSource={interviews.data}
        locale={{
          emptyText: (
            <Empty
              description="You have no upcoming interviews"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            />
          ),
        }}
        renderItem={(interview) => {
          const name = interview.candidate
            ? `${interview.candidate.first_name} ${interview.candidate.last_name}`.trim()
            : 'Candidate';
          const link = safeHref(interview.video_link ?? '');
          return (
            <List.Item>
              <Space orientation="vertical" size={2}>
                <Link to={paths.company.application(interview.application_id)}>
                  {name} – {interview.application?.job?.title ?? 'Interview'}
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
    </Card>
  );
}
