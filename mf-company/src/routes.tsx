import { RequireRole, type AreaRoutesProps } from '@portal/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CompanyProfilePage } from './features/company-profile/components/company-profile-page';
import { EditProfilePage } from './features/company-profile/components/edit-profile-page';
import { RegistrationPage } from './features/company-profile/components/registration-page';
import { UserProfilePage } from './features/user-profile/components/user-profile-page';
import { ManageAssignmentsPage } from './features/assignments/components/manage-assignments-page';
import { ManageHierarchyPage } from './features/hierarchy/components/manage-hierarchy-page';
import { CreateJobPage } from './features/jobs/components/create-job-page';
import { JobsPage } from './features/jobs/components/jobs-page';
import { ManageJobPage, ManageJobRedirect } from './features/jobs/components/manage-job-page';
import {
  ApplicationDetailPage,
  ApplicationRedirect,
} from './features/applications/components/application-detail-page';
import { AddCandidatePage } from './features/candidates/components/add-candidate-page';
import { CandidateDetailPage } from './features/candidates/components/candidate-detail-page';
import { ManageCandidatesPage } from './features/candidates/components/manage-candidates-page';
import { RegisterVendorPage } from './features/vendors/components/register-vendor-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';

export default function CompanyRoutes({ notFound }: AreaRoutesProps) {
  return (
    <RequireRole>
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
        <Route path="candidates" element={<Navigate to="/company/manage-candidates" replace />} />
        <Route path="manage-candidates" element={<ManageCandidatesPage />} />
        <Route path="candidates/add" element={<Navigate to="/company/add-candidate" replace />} />
        <Route path="add-candidate" element={<AddCandidatePage />} />
        <Route path="candidates/:id" element={<CandidateDetailPage />} />
        <Route path="applications/:applicationId" element={<ApplicationRedirect />} />
        <Route path="application/:id" element={<ApplicationDetailPage />} />
        <Route path="manage-assignments" element={<ManageAssignmentsPage />} />
        <Route path="manage-hierarchy" element={<ManageHierarchyPage />} />
        <Route path="register-vendor" element={<RegisterVendorPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </RequireRole>
  );
}
