import { PageLoader, RequireRole, paths, useAuthStore, type AreaRoutesProps } from '@portal/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CandidateLiveUpdates } from './app/candidate-live-updates';
import { CandidateDashboardPage } from './pages/candidate-dashboard/candidate-dashboard-page';

// The dashboard is where sign-in sends candidates, so it ships with the area; every other screen
// (forms, tables, date pickers, uploads) loads when it is opened.
const ApplicationDetailsPage = lazy(() =>
  import('./features/applications/components/application-details-page').then((m) => ({
    default: m.ApplicationDetailsPage,
  })),
);
const ApplicationsPage = lazy(() =>
  import('./features/applications/components/applications-page').then((m) => ({
    default: m.ApplicationsPage,
  })),
);
const ApplyPage = lazy(() =>
  import('./features/apply/components/apply-page').then((m) => ({ default: m.ApplyPage })),
);
const JobsPage = lazy(() =>
  import('./features/jobs/components/jobs-page').then((m) => ({ default: m.JobsPage })),
);
const JobPreferencesPage = lazy(() =>
  import('./features/matching/components/job-preferences-page').then((m) => ({
    default: m.JobPreferencesPage,
  })),
);
const PrivacyPage = lazy(() =>
  import('./features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const SavedPage = lazy(() =>
  import('./features/saved/components/saved-page').then((m) => ({ default: m.SavedPage })),
);
const AuthenticationRequired = lazy(() =>
  import('./features/profile/components/candidate-profile-page').then((m) => ({
    default: m.AuthenticationRequired,
  })),
);
const CandidateProfilePage = lazy(() =>
  import('./features/profile/components/candidate-profile-page').then((m) => ({
    default: m.CandidateProfilePage,
  })),
);

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
      <Suspense fallback={<PageLoader />}>
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
      </Suspense>
    </>
  );
}
