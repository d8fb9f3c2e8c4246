/** Exposed as remote_account/ProfileRoute: /profile (the host mounts it only when signed in). */
import { ProfileScreen } from './features/profile/components/ProfileScreen';

export default function ProfileRoute() {
  return <ProfileScreen />;
}
