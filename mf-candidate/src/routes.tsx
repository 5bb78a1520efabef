import type { AreaRoutesProps } from '@portal/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from './app/placeholder-page';

export default function CandidateRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<PlaceholderPage title="Candidate Dashboard" />} />
      <Route path="profile" element={<PlaceholderPage title="Candidate Profile" />} />
      <Route path="apply/:jobId" element={<PlaceholderPage title="Apply for Position" />} />
      <Route path="application/:id" element={<PlaceholderPage title="Application Details" />} />
      <Route path="applications" element={<PlaceholderPage title="Your Applications" />} />
      <Route path="resume" element={<PlaceholderPage title="Resume" />} />
      <Route path="preferences" element={<PlaceholderPage title="Preferences" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
