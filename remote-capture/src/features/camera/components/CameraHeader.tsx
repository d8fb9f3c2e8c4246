/** Back to /, the product title, profile (signed in) or Sign In, and the sharing guide (spec §2). */
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BackIcon, PersonIcon } from '../../../components/icons';
import { AppLink } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';

export interface CameraHeaderProps {
  signedIn: boolean;
  onGuide(): void;
  /** As Sign In leaves for /auth: a result on screen is kept, to be saved once signed in. */
  onSignIn?(): void;
}

export function CameraHeader({ signedIn, onGuide, onSignIn }: CameraHeaderProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        <Button component={AppLink} to="/" startIcon={<BackIcon />} sx={{ minWidth: 44 }}>
          Back
        </Button>
        <Typography component="h1" variant="subtitle1" noWrap sx={{ flex: 1, fontWeight: 700, textAlign: 'center' }}>
          Snap. Price. Sell.
        </Typography>
        {signedIn ? (
          <IconButton component={AppLink} to={PATHS.profile} aria-label="Profile" color="primary">
            <PersonIcon />
          </IconButton>
        ) : (
          <Button component={AppLink} to={PATHS.auth} onClick={onSignIn}>
            Sign In
          </Button>
        )}
        <Button onClick={onGuide}>Guide</Button>
      </Toolbar>
    </AppBar>
  );
}
