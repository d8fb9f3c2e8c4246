/**
 * /profile: the account and its data under the seller's control. Name, e-mail and verification,
 * sign-in methods, sign out, export and delete. The data parts go through the listings port.
 */
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AppLink, useAppNavigate, useAuth, useListingsPort } from '@snap/shared';
import { DeleteAccount } from './DeleteAccount';
import { DisplayNameForm } from './DisplayNameForm';
import { EmailStatus } from './EmailStatus';
import { ExportData } from './ExportData';
import { ProfileSection } from './ProfileSection';
import { SignInMethods } from './SignInMethods';
import { PATHS } from '@snap/shared/contracts';

export function ProfileScreen() {
  const { signOut } = useAuth();
  const listings = useListingsPort();
  const navigate = useAppNavigate();
  const onSignOut = () => {
    // A sign-out failure is only logged (spec §8); the auth service logs it.
    signOut().then(
      () => navigate('/', { replace: true }),
      () => undefined,
    );
  };
  return (
    <>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Profile" sx={{ gap: 1 }}>
          <Button component={AppLink} to={PATHS.dashboard} sx={{ mr: 'auto' }}>
            Back to dashboard
          </Button>
          <Button onClick={onSignOut}>Sign Out</Button>
        </Toolbar>
      </AppBar>
      <Stack component="main" spacing={2} sx={{ p: 2, pb: 6, maxWidth: 640, mx: 'auto' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Profile
        </Typography>
        <ProfileSection id="profile-name" title="Display name">
          <DisplayNameForm />
        </ProfileSection>
        <ProfileSection id="profile-email" title="Email">
          <EmailStatus />
        </ProfileSection>
        <ProfileSection id="profile-methods" title="Sign-in methods">
          <SignInMethods />
        </ProfileSection>
        {listings && (
          <ProfileSection id="profile-export" title="Your data">
            <ExportData port={listings} />
          </ProfileSection>
        )}
        <ProfileSection id="profile-delete" title="Delete account">
          <DeleteAccount />
        </ProfileSection>
      </Stack>
    </>
  );
}
