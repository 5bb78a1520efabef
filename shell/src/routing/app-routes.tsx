import { Route, Routes, useLocation } from 'react-router-dom';
import { RemoteArea } from '../remotes/remote-area';
import { NotFound } from './not-found';
import { isPublicPath } from './public-paths';

function PublicOrNotFound() {
  const { pathname } = useLocation();
  return isPublicPath(pathname) ? <RemoteArea remote="mf-public" /> : <NotFound />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteArea remote="mf-admin" />} />
      <Route path="/company/*" element={<RemoteArea remote="mf-company" />} />
      <Route path="/candidate/*" element={<RemoteArea remote="mf-candidate" />} />
      <Route path="/talent-vendor/*" element={<RemoteArea remote="mf-vendor" />} />
      <Route path="*" element={<PublicOrNotFound />} />
    </Routes>
  );
}
