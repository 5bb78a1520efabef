import { AreaError, paths, PageLoader } from '@portal/shared';
import { InterviewListItem } from '@portal/shared/interviews';
import { Card, Empty, List, Typography } from 'antd';
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
          return (
            <InterviewListItem
              interview={interview}
              heading={
                <Link to={paths.company.application(interview.application_id)}>
                  {name} – {interview.application?.job?.title ?? 'Interview'}
                </Link>
              }
            />
          );
        }}
      />
    </Card>
  );
}
