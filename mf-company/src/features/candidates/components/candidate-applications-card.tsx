import { ApplicationStatusTag, formatDate, messageOf, paths } from '@portal/shared';
import { Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { CandidateApplication } from '../api/list-candidate-applications';

/** Every application of the person to this company that the viewer sees. */
export function CandidateApplicationsCard({
  applications,
  loading,
  error,
}: {
  applications: CandidateApplication[] | undefined;
  loading: boolean;
  error: unknown;
}) {
  return (
    <Card title="Applications">
      {error ? (
        <Typography.Text type="danger">
          Failed to load applications: {messageOf(error)}
        </Typography.Text>
      ) : (
        <List
          loading={loading}
          dataSource={applications ?? []}
          locale={{
            emptyText: (
              <Empty
                description="No applications to your jobs"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
              />
            ),
          }}
          renderItem={(a) => (
            <List.Item>
              <Space wrap>
                <Link to={paths.company.application(a.id)}>{a.job?.title ?? 'Job'}</Link>
                <ApplicationStatusTag status={a.status} reader="company" />
                <Typography.Text type="secondary">
                  Applied {formatDate(a.applied_at)}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
