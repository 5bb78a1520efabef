import type { AreaRoutesProps } from '@portal/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './app/placeholder-page';

export default function AdminRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<PlaceholderPage title="Admin Dashboard" />} />
      <Route path="send-admin-invitation" element={<PlaceholderPage title="Send Admin Invitation" />} />
      <Route path="send-company-invitation" element={<PlaceholderPage title="Send Company Invitation" />} />
      <Route path="company-approvals" element={<PlaceholderPage title="Company Approvals" />} />
      <Route path="company/:companyId" element={<PlaceholderPage title="Company Details" />} />
      <Route path="company-partnerships" element={<PlaceholderPage title="Company Partnerships" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
