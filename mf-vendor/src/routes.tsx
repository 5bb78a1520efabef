import { PageLoader, RequireRole, type AreaRoutesProps } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { VendorDashboardPage } from './pages/vendor-dashboard/vendor-dashboard-page';

// Charts load with the reports only.
const VendorReportsPage = lazy(() =>
  import('./features/reports/components/vendor-reports-page').then((m) => ({
    default: m.VendorReportsPage,
  })),
);

// Vendor users hold no distinct account role: access follows the vendor membership, which the
// dashboard resolves (and the database enforces), so the guard only requires a signed-in user.
export default function TalentVendorRoutes({ notFound }: AreaRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route
        path="dashboard"
        element={
          <RequireRole>
            <VendorDashboardPage />
          </RequireRole>
        }
      />
      <Route
        path="reports"
        element={
          <RequireRole>
            <Suspense fallback={<PageLoader />}>
              <VendorReportsPage />
            </Suspense>
          </RequireRole>
        }
      />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
