import type { AreaRoutesProps } from '@portal/shared';
import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './app/placeholder-page';

export default function PublicRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Routes>
      <Route path="/" element={<PlaceholderPage title="Home" />} />
      <Route path="/services" element={<PlaceholderPage title="Services" />} />
      <Route path="/industries" element={<PlaceholderPage title="Industries" />} />
      <Route path="/about" element={<PlaceholderPage title="About" />} />
      <Route path="/careers" element={<PlaceholderPage title="Careers" />} />
      <Route path="/blog" element={<PlaceholderPage title="Blog" />} />
      <Route path="/help" element={<PlaceholderPage title="Help Center" />} />
      <Route path="/faq" element={<PlaceholderPage title="FAQ" />} />
      <Route path="/contact" element={<PlaceholderPage title="Contact" />} />
      <Route path="/privacy" element={<PlaceholderPage title="Privacy Policy" />} />
      <Route path="/terms" element={<PlaceholderPage title="Terms of Service" />} />
      <Route path="/cookies" element={<PlaceholderPage title="Cookie Policy" />} />
      <Route path="/profile" element={<PlaceholderPage title="Profile" />} />
      <Route path="/signin" element={<PlaceholderPage title="Sign In" />} />
      <Route path="/signup" element={<PlaceholderPage title="Create account" />} />
      <Route path="/forgot-password" element={<PlaceholderPage title="Forgot Password" />} />
      <Route path="/update-password" element={<PlaceholderPage title="Update Password" />} />
      <Route path="/invitation/:token" element={<PlaceholderPage title="Candidate Invitation" />} />
      <Route path="/company-invitation/:token" element={<PlaceholderPage title="Company Invitation" />} />
      <Route path="/employee-invitation/:token" element={<PlaceholderPage title="Employee Invitation" />} />
      <Route path="/admin-invitation/:token" element={<PlaceholderPage title="Admin Invitation" />} />
      <Route path="/jobs/:id" element={<PlaceholderPage title="Job" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
