import type { AreaRoutesProps } from '@portal/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './app/placeholder-page';

export default function TalentVendorRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<PlaceholderPage title="Talent Vendor Dashboard" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
