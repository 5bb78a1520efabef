import { applicationStatusLabel, formatDate, paths } from '@portal/shared';
import { Card, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useMyRepresentationQuery } from '../api/get-my-representation';

/**
 * Who represents the candidate: staffing agencies and companies that hold their record, and what
 * they put them forward for. Nothing is shown while nobody does.
 */
export function RepresentationCard() {
  const representation = useMyRepresentationQuery();
  if (!representation.data?.length) return null;
  return (
    <Card title="Who Represents You">
      <List
        dataSource={representation.data}
        rowKey={(item) => `${item.kind}-${item.name}-${item.since}`}
        renderItem={(item) => (
          <List.Item>
            <div>
              <Typography.Text strong>{item.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {item.kind === 'vendor' ? 'Staffing agency' : 'Company'}
                {item.recruiter ? `, recruiter ${item.recruiter}` : ''}, since{' '}
                {formatDate(item.since)}
              </Typography.Text>
              {item.jobs.map((job) => (
                <div key={job.application_id}>
                  <Link to={paths.candidate.application(job.application_id)}>{job.title}</Link>{' '}
                  <Typography.Text type="secondary">
                    {applicationStatusLabel(job.status)}, {formatDate(job.applied_at)}
                  </Typography.Text>
                </div>
              ))}
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
