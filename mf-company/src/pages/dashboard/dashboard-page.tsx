import {
  AreaError,
  humanize,
  LightButton,
  PageLoader,
  sameRole,
  tierLabel,
  paths,
} from '@portal/shared';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../app/screen-error-boundary';
import {
  DetailList,
  PageHeading,
  Panel,
  Paragraph,
  StatusBadge,
} from '../../components/light-blocks';
import { useCompanyWorkspace } from '../../lib/workspace/use-company-workspace';

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

// Space's layouts as plain boxes: a column of sections 24 px apart, and a wrapping row of buttons.
const STACK: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 24, width: '100%' };
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 };

// One card a row on phones, two on tablets, four on wide screens (the grid's xs/md/xl spans).
const CARD_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  gap: 16,
};

function Dashboard() {
  const navigate = useNavigate();
  const workspace = useCompanyWorkspace();
  const { membership, company, subscription, capabilities, user, accountRole } = workspace;

  // The heading renders at once; the workspace's reads fill in below it.
  const heading = <PageHeading>Company Dashboard</PageHeading>;
  if (workspace.loading || workspace.error) {
    return (
      <div style={STACK}>
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
      </div>
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
    <div style={STACK}>
      {heading}
      <DetailList
        items={[
          { key: 'role', label: 'Role', children: role ? humanize(role) : '—' },
          { key: 'company', label: 'Company', children: company?.name ?? '—' },
          {
            key: 'status',
            label: 'Status',
            children: company ? (
              company.is_approved ? (
                <StatusBadge tone="success">Approved</StatusBadge>
              ) : (
                <StatusBadge tone="warning">Pending Approval</StatusBadge>
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
          <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
            {needsRegistration && <RegistrationRequiredAlert incomplete={registrationIncomplete} />}
            {!needsRegistration && company && !workspace.isApproved && <PendingApprovalAlert />}
            {!needsRegistration && company && workspace.isApproved && !workspace.isSubscribed && (
              <SubscriptionRequiredAlert />
            )}
            {!needsRegistration && company && !workspace.isActive && (
              <SubscriptionStatusCard subscription={subscription} />
            )}
          </div>
        </Suspense>
      )}

      {showFeatures && user && company && assignedWorkOnly && (
        <>
          <Paragraph>
            You work on the jobs and candidates your company assigns to you. Open a job to follow
            its applications.
          </Paragraph>
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
          <div style={ROW}>
            <LightButton variant="primary" onClick={() => navigate(paths.company.addCandidate)}>
              Add Candidate
            </LightButton>
            <LightButton variant="primary" onClick={() => navigate(paths.company.createJob)}>
              Post a New Job
            </LightButton>
            <LightButton onClick={() => navigate(paths.company.registerVendor)}>
              Register Vendor
            </LightButton>
          </div>

          <div style={CARD_GRID}>
            <Panel title="Company Profile">
              <Paragraph>View and update your company information and registration.</Paragraph>
              <LightButton onClick={() => navigate(paths.company.profile)}>
                View Profile
              </LightButton>
            </Panel>
            <Panel title="Candidate Management">
              <Paragraph>Search your candidates and the applications they sent.</Paragraph>
              <LightButton onClick={() => navigate(paths.company.manageCandidates)}>
                Manage Candidates
              </LightButton>
            </Panel>
            <Panel title="Job Management">
              <Paragraph>Post new jobs and manage your open positions.</Paragraph>
              <LightButton onClick={() => navigate(paths.company.jobs)}>View Jobs</LightButton>
            </Panel>
            <Panel title="Reports">
              <Paragraph>Where candidates come from, where they stall and how fast you hire.</Paragraph>
              <LightButton onClick={() => navigate(paths.company.reports)}>View Reports</LightButton>
            </Panel>
            <Panel title="Interviews">
              <Paragraph>See the upcoming interviews you take part in.</Paragraph>
              <LightButton onClick={() => navigate(paths.company.myInterviews)}>
                My Interviews
              </LightButton>
            </Panel>
            {capabilities.canManageEmployees && (
              <Panel title="Team Management">
                <Paragraph>Assign work to your team and set who reports to whom.</Paragraph>
                <div style={ROW}>
                  <LightButton onClick={() => navigate(paths.company.manageAssignments)}>
                    Manage Assignments
                  </LightButton>
                  <LightButton onClick={() => navigate(paths.company.manageHierarchy)}>
                    Manage Hierarchy
                  </LightButton>
                  {membership?.role === 'COMPANY_ADMIN' && (
                    <LightButton onClick={() => navigate(paths.company.auditTrail)}>
                      Audit Trail
                    </LightButton>
                  )}
                  {capabilities.isAdmin && (
                    <LightButton onClick={() => navigate(paths.company.pipelineSettings)}>
                      Pipeline Settings
                    </LightButton>
                  )}
                  <LightButton onClick={() => navigate(paths.company.invitations)}>
                    Sent Invitations
                  </LightButton>
                  <LightButton onClick={() => navigate(paths.company.ownership)}>
                    Candidate Ownership
                  </LightButton>
                </div>
              </Panel>
            )}
          </div>

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
    </div>
  );
}

export function DashboardPage() {
  return (
    <ScreenErrorBoundary title="Dashboard Error">
      <Dashboard />
    </ScreenErrorBoundary>
  );
}
