import type { AreaRoutesProps } from '@portal/shared';
import { Route, Routes } from 'react-router-dom';
import { ProfilePage } from './features/account/components/profile-page';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { SignInPage } from './features/auth/components/sign-in-page';
import { UpdatePasswordPage } from './features/auth/components/update-password-page';
import { InvitationLandingPage } from './features/invitations/components/invitation-landing-page';
import { JobPage } from './features/jobs/components/job-page';
import { INFO_PAGES } from './features/marketing/content/info-pages';
import { HomePage } from './features/marketing/components/home-page';
import { IndustriesPage } from './features/marketing/components/industries-page';
import { InfoPage } from './features/marketing/components/info-page';
import { ServicesPage } from './features/marketing/components/services-page';
import { SignUpRoute } from './features/vendor-invitation/components/sign-up-route';

export default function PublicRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/industries" element={<IndustriesPage />} />
      {Object.entries(INFO_PAGES).map(([slug, page]) => (
        <Route key={slug} path={`/${slug}`} element={<InfoPage page={page} />} />
      ))}
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/signup" element={<SignUpRoute />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/update-password" element={<UpdatePasswordPage />} />
      <Route path="/invitation/:token" element={<InvitationLandingPage kind="candidate" />} />
      <Route path="/company-invitation/:token" element={<InvitationLandingPage kind="company" />} />
      <Route
        path="/employee-invitation/:token"
        element={<InvitationLandingPage kind="employee" />}
      />
      <Route path="/admin-invitation/:token" element={<InvitationLandingPage kind="admin" />} />
      <Route path="/jobs/:id" element={<JobPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
