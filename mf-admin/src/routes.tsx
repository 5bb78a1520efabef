import { PageLoader, type AreaRoutesProps } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './app/admin-guard';
import { AuditTrailPage } from './features/audit-trail/components/audit-trail-page';
import { CompanyApprovalsPage } from './features/approvals/components/company-approvals-page';
import { CompanyDetailPage } from './features/company-detail/components/company-detail-page';
import { AdminDashboardPage } from './pages/admin-dashboard/admin-dashboard-page';
import { SendAdminInvitationPage } from './features/invitations/components/send-admin-invitation-page';
import { SendCompanyInvitationPage } from './features/invitations/components/send-company-invitation-page';
import { PartnershipsPage } from './features/partnerships/components/partnerships-page';
import { SubscriptionSection } from './features/subscriptions/components/subscription-section';
import { UsersPage } from './features/users/components/users-page';
import { SentInvitationsPage } from './features/invitations/components/sent-invitations-page';
import { SkillsPage } from './features/skills/components/skills-page';

// Charts load with the reports only.
const AdminReportsPage = lazy(() =>
  import('./features/reports/components/admin-reports-page').then((m) => ({
    default: m.AdminReportsPage,
  })),
);

export default function AdminRoutes({ notFound }: AreaRoutesProps) {
  return (
    <AdminGuard>
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
        <Route
          path="reports"
          element={
            <Suspense fallback={<PageLoader />}>
              <AdminReportsPage />
            </Suspense>
          }
        />
        <Route path="*" element={notFound} />
      </Routes>
    </AdminGuard>
  );
}
