import { formatDate, tierLabel } from '@portal/shared';
import { Button, Card, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { CompanySubscriptionSummary, NewestCompany } from '../api/get-newest-companies';

export interface CompanySubscriptionsListProps {
  companies: NewestCompany[] | undefined;
  subscriptions: Record<string, CompanySubscriptionSummary>;
  loading: boolean;
  onManage: (company: NewestCompany) => void;
}

export function CompanySubscriptionsList({
  companies,
  subscriptions,
  loading,
  onManage,
}: CompanySubscriptionsListProps) {
  const tierOf = (company: NewestCompany) => subscriptions[company.id]?.tier ?? 'none';
  return (
    <Card title="Company Subscriptions" role="region" aria-label="Company Subscriptions">
      {loading && !companies ? (
        <Skeleton active />
      ) : (
        <Table<NewestCompany>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={companies ?? []}
          locale={{ emptyText: <Empty description="No companies yet" /> }}
          scroll={{ x: true }}
          columns={[
            {
              title: 'Company',
              dataIndex: 'name',
              sorter: (a, b) => a.name.localeCompare(b.name),
            },
            {
              title: 'Status',
              dataIndex: 'is_approved',
              sorter: (a, b) => Number(a.is_approved) - Number(b.is_approved),
              render: (approved: boolean) =>
                approved ? (
                  <Tag color="green">Approved</Tag>
                ) : (
                  <Tag color="orange">Pending Approval</Tag>
                ),
            },
            {
              title: 'Tier',
              key: 'tier',
              sorter: (a, b) => tierLabel(tierOf(a)).localeCompare(tierLabel(tierOf(b))),
              render: (_, company) => {
                const tier = tierOf(company);
                return <Tag color={tier === 'none' ? undefined : 'blue'}>{tierLabel(tier)}</Tag>;
              },
            },
            {
              title: 'Registered',
              dataIndex: 'created_at',
              defaultSortOrder: 'descend',
              sorter: (a, b) => a.created_at.localeCompare(b.created_at),
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, company) => (
                <Space>
                  <Link to={`/admin/company/${company.id}`} aria-label={`View ${company.name}`}>
                    View
                  </Link>
                  <Button
                    size="small"
                    onClick={() => onManage(company)}
                    aria-label={`Manage ${company.name}`}
                  >
                    Manage
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
