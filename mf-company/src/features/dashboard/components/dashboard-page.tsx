import { AreaError, humanize, PageLoader, sameRole, tierLabel } from '@portal/shared';
import { Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../../app/screen-error-boundary';
import { EmployeesPanel } from '../../team/components/employees-panel';
import { ManageVendorsCard } from '../../vendors/components/manage-vendors-card';
import {
  PendingApprovalAlert,
  RegistrationRequiredAlert,
  SubscriptionRequiredAlert,
} from '../../workspace/components/gate-alerts';
import { useCompanyWorkspace } from '../../workspace/hooks/use-company-workspace';
import { JobPostingsList } from './job-postings-list';
import { SubscriptionStatusCard } from './subscription-status-card';

/** Staff roles that use the dashboard; other users are asked to register a company. */
export const DASHBOARD_ROLES = ['COMPANY_ADMIN', 'SUBSCRIPTION_ADMIN', 'MANAGER', 'RECRUITER'];

function Dashboard() {
  const navigate = useNavigate();
  const workspace = useCompanyWorkspace();
  const { membership, company, subscription, capabilities, user, accountRole } = workspace;

  // The heading renders at once; the workspace's reads fill in below it.
  const heading = (
    <Typography.Title level={2} style={{ margin: 0 }}>
      Company Dashboard
    </Typography.Title>
  );
  if (workspace.loading || workspace.error) {
    return (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {heading}
        {workspace.error ? (
          <AreaError
            title="Failed to load company data"
            error={workspace.error}
            onRetry={workspace.reload}
          />
        ) : (
          <PageLoader />
        )}
      </Space>
    );
  }

  const roleAllowed = !!membership && DASHBOARD_ROLES.includes(membership.role);
  const isSiteAdmin = sameRole(accountRole, 'ADMIN');
  const needsRegistration = (!company || !roleAllowed) && !isSiteAdmin;
  const showFeatures = !needsRegistration && !!company && workspace.isActive;
  const role = membership?.role ?? accountRole;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {heading}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'role', label: 'Role', children: role ? humanize(role) : '—' },
          { key: 'company', label: 'Company', children: company?.name ?? '—' },
          {
            key: 'status',
            label: 'Status',
            children: company ? (
              company.is_approved ? (
                <Tag color="success">Approved</Tag>
              ) : (
                <Tag color="warning">Pending Approval</Tag>
              )
            ) : (
              '—'
            ),
          },
          {
            key: 'tier',
            label: 'Subscription',
            children: company ? tierLabel(subscription?.tier ?? 'none') : '—',
          },
        ]}
      />

      {needsRegistration && <RegistrationRequiredAlert />}
      {!needsRegistration && company && !workspace.isApproved && <PendingApprovalAlert />}
      {!needsRegistration && company && workspace.isApproved && !workspace.isSubscribed && (
        <SubscriptionRequiredAlert />
      )}
      {!needsRegistration && company && !workspace.isActive && (
        <SubscriptionStatusCard subscription={subscription} />
      )}

      {showFeatures && user && company && (
        <>
          <Space wrap>
            <Button type="primary" onClick={() => navigate('/company/add-candidate')}>
              Add Candidate
            </Button>
            <Button type="primary" onClick={() => navigate('/company/create-job')}>
              Post a New Job
            </Button>
            <Button onClick={() => navigate('/company/register-vendor')}>Register Vendor</Button>
          </Space>

          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={6}>
              <Card title="Company Profile" style={{ height: '100%' }}>
                <Typography.Paragraph>
                  View and update your company information and registration.
                </Typography.Paragraph>
                <Button onClick={() => navigate('/company/profile')}>View Profile</Button>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card title="Candidate Management" style={{ height: '100%' }}>
                <Typography.Paragraph>
                  Search your candidates and the applications they sent.
                </Typography.Paragraph>
                <Button onClick={() => navigate('/company/manage-candidates')}>
                  Manage Candidates
                </Button>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card title="Job Management" style={{ height: '100%' }}>
                <Typography.Paragraph>
                  Post new jobs and manage your open positions.
                </Typography.Paragraph>
                <Button onClick={() => navigate('/company/jobs')}>View Jobs</Button>
              </Card>
            </Col>
            {capabilities.canManageEmployees && (
              <Col xs={24} md={12} xl={6}>
                <Card title="Team Management" style={{ height: '100%' }}>
                  <Typography.Paragraph>
                    Assign work to your team and set who reports to whom.
                  </Typography.Paragraph>
                  <Space wrap>
                    <Button onClick={() => navigate('/company/manage-assignments')}>
                      Manage Assignments
                    </Button>
                    <Button onClick={() => navigate('/company/manage-hierarchy')}>
                      Manage Hierarchy
                    </Button>
                  </Space>
                </Card>
              </Col>
            )}
          </Row>

          <JobPostingsList
            companyId={company.id}
            userId={user.id}
            canAssignJobs={capabilities.canAssignJobs}
          />
          {capabilities.canManageEmployees && (
            <EmployeesPanel companyId={company.id} adminEmail={user.email ?? null} />
          )}
          <ManageVendorsCard companyId={company.id} />
        </>
      )}
    </Space>
  );
}

export function DashboardPage() {
  return (
    <ScreenErrorBoundary title="Dashboard Error">
      <Dashboard />
    </ScreenErrorBoundary>
  );
}
