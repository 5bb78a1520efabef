import { formatDate } from '@portal/shared';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { RECENT_ACTIVITY_LIMIT, type NewestCompany } from '../api/get-newest-companies';

export function RecentActivity({
  companies,
  loading,
}: {
  companies: NewestCompany[] | undefined;
  loading: boolean;
}) {
  const recent = (companies ?? []).slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <Card title="Recent Activity" role="region" aria-label="Recent Activity">
      {loading && !companies ? (
        <Skeleton active />
      ) : recent.length === 0 ? (
        <Empty description="No company registrations yet" />
      ) : (
        <List
          dataSource={recent}
          renderItem={(company) => (
            <List.Item
              extra={
                company.is_approved ? (
                  <Tag color="green">Approved</Tag>
                ) : (
                  <Tag color="orange">Pending Approval</Tag>
                )
              }
            >
              {/* Not List.Item.Meta: its title is an h4, out of order under the page's h2. */}
              <div>
                <Link to={`/admin/company/${company.id}`}>{company.name}</Link>
                <br />
                <Typography.Text type="secondary">
                  Registered on {formatDate(company.created_at)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
