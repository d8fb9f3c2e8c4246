/** Standalone development shell for remote-account. */
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@snap/shared/standalone';
import AuthRoute from './AuthRoute';
import DashboardRoute from './DashboardRoute';
import ProfileRoute from './ProfileRoute';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell>
    <Routes>
      <Route path="/dashboard" element={<DashboardRoute />} />
      <Route path="/profile" element={<ProfileRoute />} />
      <Route path="/auth/:tab?" element={<AuthRoute />} />
      <Route path="*" element={<AuthRoute />} />
    </Routes>
  </StandaloneShell>,
);
