import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MODES, MODE_COPY, type AuthMode } from '../authModes';

const INVITATION: Record<AuthMode, string> = {
  signin: 'Already have an account?',
  signup: "Don't have an account?",
  passwordless: 'Rather not use a password?',
};

export interface ModeSwitchProps {
  mode: AuthMode;
  disabled: boolean;
  onSwitch(mode: AuthMode): void;
}

/** Links to the two other modes; they act in place, so they are buttons that look like links. */
export function ModeSwitch({ mode, disabled, onSwitch }: ModeSwitchProps) {
  return (
    <Stack
      component="nav"
      aria-label="Other ways to sign in"
      spacing={1}
      sx={{ alignItems: 'center', textAlign: 'center' }}
    >
      {AUTH_MODES.filter((other) => other !== mode).map((other) => (
        <Typography key={other}>
          {INVITATION[other]}{' '}
          <Link
            component="button"
            type="button"
            disabled={disabled}
            onClick={() => onSwitch(other)}
            sx={{ fontWeight: 600, verticalAlign: 'baseline', minHeight: 44 }}
          >
            {MODE_COPY[other].title}
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}
