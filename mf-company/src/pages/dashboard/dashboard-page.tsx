import { AreaError, humanize, PageLoader, sameRole, tierLabel, paths } from '@portal/shared';
import { Button, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../app/screen-error-boundary';
import { useCompanyWorkspace } from '../../lib/workspace/use-company-workspace';
import { SectionCard } from '../../components/section-card';

// Companies that are not yet approved or subscribed see alerts and a status card (antd's Alert,
// Card, Descriptions, Typography); they load only for them, so active companies never wait for
// that code before the dashboard renders.
const RegistrationRequiredAlert = lazy(() =>
  import('../../components/workspace/gate-alerts').then((m) => ({
    default: m.RegistrationRequiredAlert,
  })),
);
const PendingApprovalAlert = lazy(() =>
  import('../../components/workspace/gate-alerts').then((m) => ({
    default: m.PendingApprovalAlert,
  })),
);
const SubscriptionRequiredAlert = lazy(() =>
  import('../../components/workspace/gate-alerts').then((m) => ({
    default: m.SubscriptionRequiredAlert,
  })),
);
const SubscriptionStatusCard = lazy(() =>
  import('./subscription-status-card').then((m) => ({ default: m.SubscriptionStatusCard })),
);

// The lists below the summary (tables, selects, dialogs) load and render after it, each on its own,
// so the summary shows without waiting for their code.
const JobPostingsList = lazy(() =>
  import('../../features/jobs/components/job-postings-list').then((m) => ({
    default: m.JobPostingsList,
  })),
);
const EmployeesPanel = lazy(() =>
  import('../../features/team/components/employees-panel').then((m) => ({
    default: m.EmployeesPanel,
  })),
);
const AssignedCandidatesPanel = lazy(() =>
  import('../../features/assigned-work/components/assigned-candidates-panel').then((m) => ({
    default: m.AssignedCandidatesPanel,
  })),
);
const ManageVendorsCard = lazy(() =>
  import('../../features/vendors/components/manage-vendors-card').then((m) => ({
    default: m.ManageVendorsCard,
  })),
);

/** Staff roles that use the dashboard; other users are asked to register a company. */
export const DASHBOARD_ROLES = ['COMPANY_ADMIN', 'SUBSCRIPTION_ADMIN', 'MANAGER', 'RECRUITER'];
/** Partner recruiters get a view of the work assigned to them instead of the full dashboard. */
const ASSIGNED_WORK_ROLE = 'PARTNER_RECRUITER';

/** One of the dashboard's shortcut cards: one a row on phones, two on tablets, four on wide screens. */
function ShortcutCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Col xs={24} md={12} xl={6}>
      <SectionCard title={title} style={{ height: '100%' }}>
        <Typography.Paragraph>{text}</Typography.Paragraph>
        {children}
      </SectionCard>
    </Col>
  );
}

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
      <Flex vertical gap={24}>
        {heading}
        {workspace.error ? (
          <AreaError
            title="Failed to load company data"
            error={workspace.error}
            onRetry={workspace.retry}
          />
        ) : (
          <PageLoader />
        )}
      </Flex>
    );
  }

  const assignedWorkOnly = !!membership && membership.role === ASSIGNED_WORK_ROLE;
  const roleAllowed =
    !!membership && (DASHBOARD_ROLES.includes(membership.role) || assignedWorkOnly);
  const isSiteAdmin = sameRole(accountRole, 'ADMIN');
  const registrationIncomplete = roleAllowed && workspace.registrationIncomplete;
  const needsRegistration = (!company || !roleAllowed || registrationIncomplete) && !isSiteAdmin;
  const showFeatures = !needsRegistration && !!company && workspace.isActive;
  const showGate = needsRegistration || (!!company && !workspace.isActive);
  const role = membership?.role ?? accountRole;

  return (
    <Flex vertical gap={24}>
      {heading}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
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

      {showGate && (
        // Nothing renders below these, so their late arrival moves nothing.
        <Suspense fallback={null}>
          <Flex vertical gap={24}>
            {needsRegistration && <RegistrationRequiredAlert incomplete={registrationIncomplete} />}
            {!needsRegistration && company && !workspace.isApproved && <PendingApprovalAlert />}
            {!needsRegistration && company && workspace.isApproved && !workspace.isSubscribed && (
              <SubscriptionRequiredAlert />
            )}
            {!needsRegistration && company && !workspace.isActive && (
              <SubscriptionStatusCard subscription={subscription} />
            )}
          </Flex>
        </Suspense>
      )}

      {showFeatures && user && company && assignedWorkOnly && (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>
            You work on the jobs and candidates your company assigns to you. Open a job to follow
            its applications.
          </Typography.Paragraph>
          <Suspense fallback={null}>
            <JobPostingsList
              companyId={company.id}
              userId={user.id}
              canAssignJobs={false}
              canDeleteAnyJob={false}
              title="Your Assigned Jobs"
            />
          </Suspense>
          <Suspense fallback={null}>
            <AssignedCandidatesPanel userId={user.id} />
          </Suspense>
        </>
      )}

      {showFeatures && user && company && !assignedWorkOnly && (
        <>
          <Flex wrap gap={8}>
            <Button type="primary" onClick={() => navigate(paths.company.addCandidate)}>
              Add Candidate
            </Button>
            <Button type="primary" onClick={() => navigate(paths.company.createJob)}>
              Post a New Job
            </Button>
            <Button onClick={() => navigate(paths.company.registerVendor)}>Register Vendor</Button>
          </Flex>

          <Row gutter={[16, 16]}>
            <ShortcutCard
              title="Company Profile"
              text="View and update your company information and registration."
            >
              <Button onClick={() => navigate(paths.company.profile)}>View Profile</Button>
            </ShortcutCard>
            <ShortcutCard
              title="Candidate Management"
              text="Search your candidates and the applications they sent."
            >
              <Button onClick={() => navigate(paths.company.manageCandidates)}>
                Manage Candidates
              </Button>
            </ShortcutCard>
            <ShortcutCard
              title="Job Management"
              text="Post new jobs and manage your open positions."
            >
              <Button onClick={() => navigate(paths.company.jobs)}>View Jobs</Button>
            </ShortcutCard>
            <ShortcutCard
              title="Reports"
              text="Where candidates come from, where they stall and how fast you hire."
            >
              <Button onClick={() => navigate(paths.company.reports)}>View Reports</Button>
            </ShortcutCard>
            <ShortcutCard title="Interviews" text="See the upcoming interviews you take part in.">
              <Button onClick={() => navigate(paths.company.myInterviews)}>My Interviews</Button>
            </ShortcutCard>
            {capabilities.canManageEmployees && (
              <ShortcutCard
                title="Team Management"
                text="Assign work to your team and set who reports to whom."
              >
                <Flex wrap gap={8}>
                  <Button onClick={() => navigate(paths.company.manageAssignments)}>
                    Manage Assignments
                  </Button>
                  <Button onClick={() => navigate(paths.company.manageHierarchy)}>
                    Manage Hierarchy
                  </Button>
                  {membership?.role === 'COMPANY_ADMIN' && (
                    <Button onClick={() => navigate(paths.company.auditTrail)}>Audit Trail</Button>
                  )}
                  {capabilities.isAdmin && (
                    <Button onClick={() => navigate(paths.company.pipelineSettings)}>
                      Pipeline Settings
                    </Button>
                  )}
                  <Button onClick={() => navigate(paths.company.invitations)}>
                    Sent Invitations
                  </Button>
                  <Button onClick={() => navigate(paths.company.ownership)}>
                    Candidate Ownership
                  </Button>
                </Flex>
              </ShortcutCard>
            )}
          </Row>

          <Suspense fallback={null}>
            <JobPostingsList
              companyId={company.id}
              userId={user.id}
              canAssignJobs={capabilities.canAssignJobs}
            />
          </Suspense>
          {capabilities.canManageEmployees && (
            <Suspense fallback={null}>
              <EmployeesPanel
                companyId={company.id}
                adminEmail={user.email ?? null}
                viewer={{ userId: user.id, role: membership?.role }}
              />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <ManageVendorsCard companyId={company.id} />
          </Suspense>
        </>
      )}
    </Flex>
  );
}

export function DashboardPage() {
  return (
    <ScreenErrorBoundary title="Dashboard Error">
      <Dashboard />
    </ScreenErrorBoundary>
  );
}
