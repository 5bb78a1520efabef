import { PageLoader, type AreaRoutesProps } from '@portal/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { INFO_PAGE_SLUGS } from './features/marketing/content/info-page-slugs';

// Each page loads with its own address, so one first page does not carry the others: the home,
// services, industries and footer pages (their texts and icons) stay off the job board and
// sign-in, and forms (react-hook-form, zod, supabase calls) off the marketing pages.
const HomePage = lazy(() =>
  import('./features/marketing/components/home-page').then((m) => ({ default: m.HomePage })),
);
const ServicesPage = lazy(() =>
  import('./features/marketing/components/services-page').then((m) => ({
    default: m.ServicesPage,
  })),
);
const IndustriesPage = lazy(() =>
  import('./features/marketing/components/industries-page').then((m) => ({
    default: m.IndustriesPage,
  })),
);
const InfoPage = lazy(() =>
  import('./features/marketing/components/info-page').then((m) => ({ default: m.InfoPage })),
);
const ProfilePage = lazy(() =>
  import('./features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const SignInPage = lazy(() =>
  import('./features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const UpdatePasswordPage = lazy(() =>
  import('./features/auth/components/update-password-page').then((m) => ({
    default: m.UpdatePasswordPage,
  })),
);
const InvitationLandingPage = lazy(() =>
  import('./features/invitations/components/invitation-landing-page').then((m) => ({
    default: m.InvitationLandingPage,
  })),
);
// The job board reads data: its pages load the page's query cache with them.
function withQueryCache(load: () => Promise<ComponentType>) {
  return lazy(() =>
    Promise.all([load(), import('@portal/shared/query')]).then(([Page, { QueryProvider }]) => ({
      default: function WithQueryCache() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    })),
  );
}
const JobBoardPage = withQueryCache(() =>
  import('./features/job-board/components/job-board-page').then((m) => m.JobBoardPage),
);
const PublicJobPage = withQueryCache(() =>
  import('./features/job-board/components/public-job-page').then((m) => m.PublicJobPage),
);
const CareersPage = withQueryCache(() =>
  import('./features/job-board/components/careers-page').then((m) => m.CareersPage),
);
const UnsubscribePage = withQueryCache(() =>
  import('./features/job-alerts/components/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const ConfirmRepresentationPage = withQueryCache(() =>
  import('./features/representation/components/confirm-representation-page').then(
    (m) => m.ConfirmRepresentationPage,
  ),
);
const SignUpRoute = lazy(() =>
  import('./pages/sign-up/sign-up-route').then((m) => ({
    default: m.SignUpRoute,
  })),
);

export default function PublicRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/industries" element={<IndustriesPage />} />
        {INFO_PAGE_SLUGS.map((slug) => (
          <Route key={slug} path={`/${slug}`} element={<InfoPage slug={slug} />} />
        ))}
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpRoute />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/update-password" element={<UpdatePasswordPage />} />
        <Route path="/invitation/:token" element={<InvitationLandingPage kind="candidate" />} />
        <Route
          path="/company-invitation/:token"
          element={<InvitationLandingPage kind="company" />}
        />
        <Route
          path="/employee-invitation/:token"
          element={<InvitationLandingPage kind="employee" />}
        />
        <Route path="/admin-invitation/:token" element={<InvitationLandingPage kind="admin" />} />
        <Route path="/jobs" element={<JobBoardPage />} />
        <Route path="/jobs/:id" element={<PublicJobPage />} />
        <Route path="/careers/:slug" element={<CareersPage />} />
        <Route path="/job-alerts/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/confirm-representation" element={<ConfirmRepresentationPage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
