import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import { AccountLinks } from './AccountLinks';

const FOOTER_SX = {
  borderTop: 1,
  borderColor: 'divider',
  px: 2,
  py: 3,
  pb: 6,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  alignItems: 'center',
  justifyContent: 'center',
} as const;

export function LandingFooter() {
  const { user } = useAuth();
  return (
    <Box component="footer" sx={FOOTER_SX}>
      {user ? (
        <AccountLinks />
      ) : (
        <Button component={RouterLink} to={PATHS.auth}>
          Sign In
        </Button>
      )}
      <Button component={RouterLink} to={PATHS.privacy} color="inherit" sx={{ color: 'text.secondary' }}>
        Privacy
      </Button>
      <Button component={RouterLink} to={PATHS.terms} color="inherit" sx={{ color: 'text.secondary' }}>
        Terms
      </Button>
    </Box>
  );
}
