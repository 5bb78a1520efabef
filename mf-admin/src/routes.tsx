import { PageLoader, type AreaRoutesProps } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './app/admin-guard';
// Small: its subscription dialog loads when opened.
import { SubscriptionSection } from './features/subscriptions/components/subscription-section';
import { AdminDashboardPage } from './pages/admin-dashboard/admin-dashboard-page';

// The dashboard is where sign-in sends administrators, so it ships with the area; every other
// screen (tables, forms, charts) loads when it is opened.
const AuditTrailPage = lazy(() =>
  import('./features/audit-trail/components/audit-trail-page').then((m) => ({
    default: m.AuditTrailPage,
  })),
);
const CompanyApprovalsPage = lazy(() =>
  import('./features/approvals/components/company-approvals-page').then((m) => ({
    default: m.CompanyApprovalsPage,
  })),
);
const CompanyDetailPage = lazy(() =>
  import('./features/company-detail/components/company-detail-page').then((m) => ({
    default: m.CompanyDetailPage,
  })),
);
const SendAdminInvitationPage = lazy(() =>
  import('./features/invitations/components/send-admin-invitation-page').then((m) => ({
    default: m.SendAdminInvitationPage,
  })),
);
const SendCompanyInvitationPage = lazy(() =>
  import('./features/invitations/components/send-company-invitation-page').then((m) => ({
    default: m.SendCompanyInvitationPage,
  })),
);
const PartnershipsPage = lazy(() =>
  import('./features/partnerships/components/partnerships-page').then((m) => ({
    default: m.PartnershipsPage,
  })),
);
const UsersPage = lazy(() =>
  import('./features/users/components/users-page').then((m) => ({ default: m.UsersPage })),
);
const SentInvitationsPage = lazy(() =>
  import('./features/invitations/components/sent-invitations-page').then((m) => ({
    default: m.SentInvitationsPage,
  })),
);
const SkillsPage = lazy(() =>
  import('./features/skills/components/skills-page').then((m) => ({ default: m.SkillsPage })),
);
const AdminReportsPage = lazy(() =>
  import('./features/reports/components/admin-reports-page').then((m) => ({
    default: m.AdminReportsPage,
  })),
);

export default function AdminRoutes({ notFound }: AreaRoutesProps) {
  return (
    <AdminGuard>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="send-admin-invitation" element={<SendAdminInvitationPage />} />
          <Route path="send-company-invitation" element={<SendCompanyInvitationPage />} />
          <Route path="company-approvals" element={<CompanyApprovalsPage />} />
          <Route
            path="company/:companyId"
            element={
              <CompanyDetailPage
                subscription={(company) => <SubscriptionSection company={company} />}
              />
            }
          />
          <Route path="users" element={<UsersPage />} />
          <Route path="invitations" element={<SentInvitationsPage />} />
          <Route path="company-partnerships" element={<PartnershipsPage />} />
          <Route path="audit-trail" element={<AuditTrailPage />} />
          <Route path="skills" element={<SkillsPage />} />
          <Route path="reports" element={<AdminReportsPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </AdminGuard>
  );
}
