import { RequireRole, paths, useAuthStore, type AreaRoutesProps } from '@portal/shared';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CandidateLiveUpdates } from './app/candidate-live-updates';
import { ApplicationDetailsPage } from './features/applications/components/application-details-page';
import { ApplicationsPage } from './features/applications/components/applications-page';
import { ApplyPage } from './features/apply/components/apply-page';
import { CandidateDashboardPage } from './pages/candidate-dashboard/candidate-dashboard-page';
import { JobsPage } from './features/jobs/components/jobs-page';
import { JobPreferencesPage } from './features/matching/components/job-preferences-page';
import { PrivacyPage } from './features/privacy/components/privacy-page';
import { SavedPage } from './features/saved/components/saved-page';
import {
  AuthenticationRequired,
  CandidateProfilePage,
} from './features/profile/components/candidate-profile-page';

const CANDIDATES = ['CANDIDATE'];

function CandidatesOnly({ children }: { children: ReactNode }) {
  return <RequireRole allow={CANDIDATES}>{children}</RequireRole>;
}

/** The profile explains that sign-in is needed instead of redirecting; signed-in users face the role guard. */
function ProfileRoute() {
  const { user, loading } = useAuthStore();
  if (!loading && !user) return <AuthenticationRequired />;
  return (
    <CandidatesOnly>
      <CandidateProfilePage />
    </CandidatesOnly>
  );
}

export default function CandidateRoutes({ notFound }: AreaRoutesProps) {
  return (
    <>
      <CandidateLiveUpdates />
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route
          path="dashboard"
          element={
            <CandidatesOnly>
              <CandidateDashboardPage />
            </CandidatesOnly>
          }
        />
        <Route path="profile" element={<ProfileRoute />} />
        <Route
          path="apply/:jobId"
          element={
            <CandidatesOnly>
              <ApplyPage />
            </CandidatesOnly>
          }
        />
        <Route
          path="application/:id"
          element={
            <CandidatesOnly>
              <ApplicationDetailsPage />
            </CandidatesOnly>
          }
        />
        <Route
          path="applications"
          element={
            <CandidatesOnly>
              <ApplicationsPage />
            </CandidatesOnly>
          }
        />
        <Route
          path="jobs"
          element={
            <CandidatesOnly>
              <JobsPage />
            </CandidatesOnly>
          }
        />
        <Route
          path="privacy"
          element={
            <CandidatesOnly>
              <PrivacyPage />
            </CandidatesOnly>
          }
        />
        <Route
          path="saved"
          element={
            <CandidatesOnly>
              <SavedPage />
            </CandidatesOnly>
          }
        />
        <Route
          path="preferences"
          element={
            <CandidatesOnly>
              <JobPreferencesPage />
            </CandidatesOnly>
          }
        />
        {/* The resume lives on the profile page. */}
        <Route
          path="resume"
          element={<Navigate to={`${paths.candidate.profile}#documents`} replace />}
        />
        <Route path="*" element={notFound} />
      </Routes>
    </>
  );
}
