import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Dashboard and Profile, shown to a signed-in visitor in the landing header and footer. */
export function AccountLinks() {
  return (
    <>
      <Button component={RouterLink} to="/dashboard">
        Dashboard
      </Button>
      <Button component={RouterLink} to="/profile">
        Profile
      </Button>
    </>
  );
}
