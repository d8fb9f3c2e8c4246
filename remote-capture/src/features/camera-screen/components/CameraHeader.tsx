/**
 * The camera screen's header controls (spec §2), either side of the title the layout draws
 * (CaptureLayout): Back to /, and profile (signed in) or Sign In, and the sharing guide.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { AppLink } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import { BackIcon, PersonIcon } from '../../../components/icons';

export function CameraBack() {
  return (
    <Button component={AppLink} to="/" startIcon={<BackIcon />} sx={{ minWidth: 44 }}>
      Back
    </Button>
  );
}

export interface CameraHeaderActionsProps {
  signedIn: boolean;
  onGuide(): void;
  /** As Sign In leaves for /auth: a result on screen is kept, to be saved once signed in. */
  onSignIn?(): void;
}

export function CameraHeaderActions({ signedIn, onGuide, onSignIn }: CameraHeaderActionsProps) {
  return (
    <>
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
    </>
  );
}
