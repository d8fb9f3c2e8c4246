import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '@snap/shared/contracts';

/** Dashboard and Profile, shown to a signed-in visitor in the landing header and footer. */
export function AccountLinks() {
  return (
    <>
      <Button component={RouterLink} to={PATHS.dashboard}>
        Dashboard
      </Button>
      <Button component={RouterLink} to={PATHS.profile}>
        Profile
      </Button>
    </>
  );
}
