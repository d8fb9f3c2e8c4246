import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import { AccountLinks } from './AccountLinks';
import { LandingIcon } from './landingIcons';
import { useSignOut } from '../../auth/useSignOut';

export function LandingHeader() {
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <AppBar position="static" color="transparent" elevation={0}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ flex: 1, fontWeight: 800, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <LandingIcon name="camera" color="primary" />
          Snap. Price. Sell.
        </Typography>
        {user ? (
          <>
            <AccountLinks />
            <Button onClick={signOut}>Sign Out</Button>
          </>
        ) : (
          <Button component={RouterLink} to={PATHS.auth} variant="outlined">
            Sign In
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
