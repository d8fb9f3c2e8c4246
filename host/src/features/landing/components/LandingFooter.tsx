import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@snap/shared';
import { AccountLinks } from './AccountLinks';

export function LandingFooter() {
  const { user } = useAuth();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 3, pb: 6, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
      {user ? (
        <AccountLinks />
      ) : (
        <Button component={RouterLink} to="/auth">
          Sign In
        </Button>
      )}
      <Typography component="span" sx={{ color: 'text.secondary', px: 1 }}>
        Privacy
      </Typography>
      <Typography component="span" sx={{ color: 'text.secondary', px: 1 }}>
        Terms
      </Typography>
    </Box>
  );
}
