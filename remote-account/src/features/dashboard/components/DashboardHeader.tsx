import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAuth } from '@snap/shared';

export function DashboardHeader() {
  const { user, signOut } = useAuth();
  const onSignOut = () => {
    // A sign-out failure is only logged (spec §8); the auth service logs it.
    signOut().catch(() => undefined);
  };
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography component="p" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {user?.displayName || user?.email}
        </Typography>
        <Button onClick={onSignOut}>Sign Out</Button>
      </Toolbar>
    </AppBar>
  );
}
