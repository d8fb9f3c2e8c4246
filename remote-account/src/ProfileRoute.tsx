/** Exposed as remote_account/ProfileRoute: /profile (the host mounts it only when signed in). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink } from '@snap/shared';

export default function ProfileRoute() {
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Profile
      </Typography>
      <Typography>Profile functionality will be implemented here.</Typography>
      <Button component={AppLink} to="/dashboard" sx={{ mt: 2 }}>
        ← Back to dashboard
      </Button>
    </Box>
  );
}
