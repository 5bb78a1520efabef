import {
  ApartmentOutlined,
  BarChartOutlined,
  CheckCircleOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  TagsOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { DeferredRender, messageOf, paths, RenderInTurns } from '@portal/shared';
import { Alert, Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDashboardStatsQuery } from '../../features/dashboard/api/get-dashboard-stats';
import {
  useNewestCompaniesQuery,
  type NewestCompany,
} from '../../features/dashboard/api/get-newest-companies';
import { CompanySubscriptionsList } from '../../features/dashboard/components/company-subscriptions-list';
import { RecentActivity } from '../../features/dashboard/components/recent-activity';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { LazySubscriptionDialog } from '../../features/subscriptions/components/lazy-subscription-dialog';

const QUICK_ACTIONS = [
  {
    to: paths.admin.companyApprovals,
    label: 'Review Company Approvals',
    icon: <CheckCircleOutlined />,
  },
  { to: paths.admin.partnerships, label: 'Manage Partnerships', icon: <ApartmentOutlined /> },
  { to: paths.admin.users, label: 'Manage Users', icon: <TeamOutlined /> },
  { to: paths.admin.invitations, label: 'Sent Invitations', icon: <SendOutlined /> },
  { to: paths.admin.sendCompanyInvitation, label: 'Invite a Company', icon: <MailOutlined /> },
  {
    to: paths.admin.sendAdminInvitation,
    label: 'Invite an Administrator',
    icon: <UserAddOutlined />,
  },
  { to: paths.admin.auditTrail, label: 'Audit Trail', icon: <SafetyCertificateOutlined /> },
  { to: paths.admin.reports, label: 'Reports', icon: <BarChartOutlined /> },
  { to: paths.admin.skills, label: 'Skills Catalogue', icon: <TagsOutlined /> },
];

export function AdminDashboardPage() {
  const stats = useDashboardStatsQuery();
  const companies = useNewestCompaniesQuery();
  const navigate = useNavigate();
  const [managing, setManaging] = useState<NewestCompany | null>(null);
  // The lists below the first screen take the answer in a transition, so their rows are drawn in
  // slices after it arrives rather than in the task that delivered it.
  const listed = useDeferredValue(companies.data);
  const listsLoading = listed === undefined && !companies.error;

  const failures = [
    ...(stats.error ? [messageOf(stats.error)] : (stats.data?.errors ?? [])),
    ...(companies.error ? [messageOf(companies.error)] : []),
    ...(companies.data?.subscriptionsError ? [companies.data.subscriptionsError] : []),
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Admin Dashboard
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<MailOutlined />}
            onClick={() => navigate(paths.admin.sendCompanyInvitation)}
          >
            Send Company Invitation
          </Button>
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => navigate(paths.admin.sendAdminInvitation)}
          >
            Send Admin Invitation
          </Button>
        </Space>
      </Flex>

      {failures.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="Failed to load dashboard data"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          }
          action={
            <Button
              size="small"
              onClick={() => {
                void stats.refetch();
                void companies.refetch();
              }}
            >
              Retry
            </Button>
          }
        />
      )}

      <StatCards stats={stats.data?.stats} loading={stats.isPending} />

      <Card title="Quick Actions" role="region" aria-label="Quick Actions">
        <Row gutter={[12, 12]}>
          {QUICK_ACTIONS.map((action) => (
            <Col key={action.to} xs={24} sm={12} lg={6}>
              <Link
                to={action.to}
                style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '8px 0' }}
              >
                {action.icon}
                {action.label}
              </Link>
            </Col>
          ))}
        </Row>
      </Card>

      {/* Below the statistics and quick actions on a phone: rendered after them, one list per turn. */}
      <DeferredRender>
        <Row gutter={[16, 16]}>
          <RenderInTurns>
            {[
              <Col key="recent" xs={24} lg={9}>
                <RecentActivity companies={listed?.companies} loading={listsLoading} />
              </Col>,
              <Col key="subscriptions" xs={24} lg={15}>
                <CompanySubscriptionsList
                  companies={listed?.companies}
                  subscriptions={listed?.subscriptions ?? {}}
                  loading={listsLoading}
                  onManage={setManaging}
                />
              </Col>,
            ]}
          </RenderInTurns>
        </Row>
      </DeferredRender>

      <LazySubscriptionDialog
        key={managing?.id ?? 'closed'}
        company={managing}
        onClose={() => setManaging(null)}
      />
    </Space>
  );
}
