/** Exposed as remote_account/DashboardRoute: /dashboard (the host mounts it only when signed in). */
import { Dashboard } from './features/dashboard/components/Dashboard';

export default function DashboardRoute() {
  return <Dashboard />;
}
