import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import { AccountLinks } from './AccountLinks';
import { LandingIcon } from './landingIcons';
import { useSignOut } from '../../auth';

export function LandingHeader() {
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <AppBar position="static" color="transparent" elevation={0}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 0, sm: 0.5 }, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ flex: 1, fontWeight: 800, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <LandingIcon name="camera" color="primary" />
          {/* Beside Dashboard, Profile and Sign Out a phone has no room for the name (it wrapped onto
              three lines): the camera stands for it there, and the headline below says it. */}
          <Box component="span" sx={user ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
            Snap. Price. Sell.
          </Box>
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
