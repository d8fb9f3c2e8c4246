import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth, useSharePort } from '@snap/shared';

export function CameraHeader() {
  const { user } = useAuth();
  const share = useSharePort();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Button component={RouterLink} to="/" aria-label="Back to home">
          ← Back
        </Button>
        <Typography component="p" variant="subtitle1" sx={{ flex: 1, fontWeight: 700, textAlign: 'center' }}>
          Snap. Price. Sell.
        </Typography>
        {user ? (
          <Button component={RouterLink} to="/profile" aria-label="Profile">
            👤
          </Button>
        ) : (
          <Button component={RouterLink} to="/auth">
            Sign In
          </Button>
        )}
        <Button onClick={() => share.openGuide()}>Guide</Button>
      </Toolbar>
    </AppBar>
  );
}
