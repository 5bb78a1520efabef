import { PageLoader, RequireRole, type AreaRoutesProps } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CompanyLiveUpdates } from './lib/live/use-company-live-updates';
import { prefetchWorkspace } from './lib/workspace/prefetch-workspace';
import { DashboardPage } from './pages/dashboard/dashboard-page';

// The dashboard is where sign-in sends company staff, so it ships with the area; every other
// screen (tables, forms, uploads, zod schemas) loads when it is opened.
const RegistrationPage = lazy(() =>
  import('./features/company-profile/components/registration-page').then((m) => ({
    default: m.RegistrationPage,
  })),
);
const CompanyProfilePage = lazy(() =>
  import('./features/company-profile/components/company-profile-page').then((m) => ({
    default: m.CompanyProfilePage,
  })),
);
const EditProfilePage = lazy(() =>
  import('./features/company-profile/components/edit-profile-page').then((m) => ({
    default: m.EditProfilePage,
  })),
);
const UserProfilePage = lazy(() =>
  import('./features/user-profile/components/user-profile-page').then((m) => ({
    default: m.UserProfilePage,
  })),
);
const CreateJobPage = lazy(() =>
  import('./features/jobs/components/create-job-page').then((m) => ({
    default: m.CreateJobPage,
  })),
);
const JobsPage = lazy(() =>
  import('./features/jobs/components/jobs-page').then((m) => ({ default: m.JobsPage })),
);
const ManageJobPage = lazy(() =>
  import('./pages/manage-job/manage-job-page').then((m) => ({
    default: m.ManageJobPage,
  })),
);
const ManageJobRedirect = lazy(() =>
  import('./pages/manage-job/manage-job-page').then((m) => ({
    default: m.ManageJobRedirect,
  })),
);
const PipelineBoardPage = lazy(() =>
  import('./pages/pipeline/pipeline-board-page').then((m) => ({ default: m.PipelineBoardPage })),
);
const PipelineSettingsPage = lazy(() =>
  import('./pages/pipeline-settings/pipeline-settings-route').then((m) => ({
    default: m.PipelineSettingsRoute,
  })),
);
const OwnershipPage = lazy(() =>
  import('./features/ownership/components/ownership-page').then((m) => ({
    default: m.OwnershipPage,
  })),
);
const ManageCandidatesPage = lazy(() =>
  import('./features/candidates/components/manage-candidates-page').then((m) => ({
    default: m.ManageCandidatesPage,
  })),
);
const AddCandidatePage = lazy(() =>
  import('./features/candidates/components/add-candidate-page').then((m) => ({
    default: m.AddCandidatePage,
  })),
);
const CandidateDetailPage = lazy(() =>
  import('./pages/candidate-detail/candidate-detail-page').then((m) => ({
    default: m.CandidateDetailPage,
  })),
);
const ApplicationPage = lazy(() =>
  import('./pages/application/application-page').then((m) => ({
    default: m.ApplicationPage,
  })),
);
const MyInterviewsPage = lazy(() =>
  import('./features/hiring/components/my-interviews-page').then((m) => ({
    default: m.MyInterviewsPage,
  })),
);
const ApplicationRedirect = lazy(() =>
  import('./features/applications/components/application-detail-page').then((m) => ({
    default: m.ApplicationRedirect,
  })),
);
const ManageAssignmentsPage = lazy(() =>
  import('./features/assignments/components/manage-assignments-page').then((m) => ({
    default: m.ManageAssignmentsPage,
  })),
);
const SentInvitationsPage = lazy(() =>
  import('./features/team/components/sent-invitations-page').then((m) => ({
    default: m.SentInvitationsPage,
  })),
);
const ManageHierarchyPage = lazy(() =>
  import('./features/hierarchy/components/manage-hierarchy-page').then((m) => ({
    default: m.ManageHierarchyPage,
  })),
);
const RegisterVendorPage = lazy(() =>
  import('./features/vendors/components/register-vendor-page').then((m) => ({
    default: m.RegisterVendorPage,
  })),
);

const VendorDetailPage = lazy(() =>
  import('./features/vendors/components/vendor-detail-page').then((m) => ({
    default: m.VendorDetailPage,
  })),
);

// The area is evaluated right before it renders, so the company read starts now instead of after
// the first render.
prefetchWorkspace();

const CompanyAuditTrailPage = lazy(() =>
  import('./features/audit-trail/components/company-audit-trail-page').then((m) => ({
    default: m.CompanyAuditTrailPage,
  })),
);

// Charts load with the reports only.
const CompanyReportsPage = lazy(() =>
  import('./features/reports/components/company-reports-page').then((m) => ({
    default: m.CompanyReportsPage,
  })),
);

export default function CompanyRoutes({ notFound }: AreaRoutesProps) {
  return (
    <RequireRole>
      <CompanyLiveUpdates />
      {/* The shell shows the same loader while the area loads, so nothing moves. */}
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="register" element={<RegistrationPage mode="register" />} />
          <Route path="edit-registration" element={<RegistrationPage mode="edit" />} />
          <Route path="profile" element={<CompanyProfilePage />} />
          <Route path="edit-profile" element={<EditProfilePage />} />
          <Route path="user-profile" element={<UserProfilePage />} />
          <Route path="create-job" element={<CreateJobPage />} />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="jobs/:id/manage" element={<ManageJobRedirect />} />
          <Route path="manage-job/:id" element={<ManageJobPage />} />
          <Route path="manage-job/:id/pipeline" element={<PipelineBoardPage />} />
          <Route path="pipeline-settings" element={<PipelineSettingsPage />} />
          <Route path="ownership" element={<OwnershipPage />} />
          <Route path="candidates" element={<Navigate to="/company/manage-candidates" replace />} />
          <Route path="manage-candidates" element={<ManageCandidatesPage />} />
          <Route path="candidates/add" element={<Navigate to="/company/add-candidate" replace />} />
          <Route path="add-candidate" element={<AddCandidatePage />} />
          <Route path="candidates/:id" element={<CandidateDetailPage />} />
          <Route path="applications/:applicationId" element={<ApplicationRedirect />} />
          <Route path="application/:id" element={<ApplicationPage />} />
          <Route path="my-interviews" element={<MyInterviewsPage />} />
          <Route path="manage-assignments" element={<ManageAssignmentsPage />} />
          <Route path="manage-hierarchy" element={<ManageHierarchyPage />} />
          <Route path="invitations" element={<SentInvitationsPage />} />
          <Route path="register-vendor" element={<RegisterVendorPage />} />
          <Route path="vendors/:id" element={<VendorDetailPage />} />
          <Route path="audit-trail" element={<CompanyAuditTrailPage />} />
          <Route path="reports" element={<CompanyReportsPage />} />
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </RequireRole>
  );
}
