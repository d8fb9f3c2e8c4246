/**
 * The auth screen (spec §2, /auth/:tab? and the e-mail link return path /auth/signin): Google above
 * an 'or' divider, the form of the current mode, links to the other modes, and the benefits.
 * A signed-in visitor goes to /dashboard, but not while an operation is still running: sign-up
 * signs in before it sets the display name, and the dashboard should greet by that name at once.
 * A seller who came from 'Want to save this result?' goes back to that result on /camera instead,
 * where it is saved (the pending marker, @snap/shared pendingResult).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink, AppRedirect, hasPendingResult, useAppNavigate, useAuth, useRouteParams } from '@snap/shared';
import { MODE_COPY, modeFromTab, type AuthMode } from '../authModes';
import { useAuthForm } from '../hooks/useAuthForm';
import { AuthBenefits } from './AuthBenefits';
import { AuthFields } from './AuthFields';
import { AuthMessage } from './AuthMessage';
import { GoogleButton } from './GoogleButton';
import { ModeSwitch } from './ModeSwitch';
import { PATHS, authTabPath } from '@snap/shared/contracts';

/** Router state the dashboard reads to show what the auth screen could not (it redirected). */
export interface DashboardNoticeState {
  notice: string;
}

export function AuthScreen() {
  const { tab } = useRouteParams();
  const { linkError, googleRedirectError } = useAuth();
  const navigate = useAppNavigate();
  // A failed e-mail link opened the return path /auth/signin; its reason belongs there only. A
  // failed Google redirect comes back to the screen it left, whichever mode that was.
  const { state, user, headingRef, messageRef, edit, switchMode, submit, continueWithGoogle, submittable } =
    useAuthForm(modeFromTab(tab), (tab === 'signin' ? linkError : null) ?? googleRedirectError ?? null);
  const copy = MODE_COPY[state.mode];

  if (user && !state.busy) {
    if (hasPendingResult(window.localStorage)) return <AppRedirect to={PATHS.camera} replace />;
    const notice: DashboardNoticeState | null = state.success ? { notice: state.success } : null;
    return <AppRedirect to={PATHS.dashboard} replace state={notice} />;
  }

  const onSwitch = (mode: AuthMode) => {
    switchMode(mode);
    navigate(authTabPath(mode), { replace: true });
  };

  return (
    // Bottom padding keeps the last lines clear of the shell's fixed version badge.
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'stretch', sm: 'center' },
        p: { xs: 0, sm: 2 },
        pb: 6,
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 2, sm: 4 },
          border: { sm: 1 },
          borderColor: { sm: 'divider' },
          borderRadius: { xs: 0, sm: 3 },
        }}
      >
        <Stack spacing={2.5}>
          <Button component={AppLink} to="/" sx={{ alignSelf: 'flex-start' }}>
            ← Back to home
          </Button>
          <div>
            <Typography
              ref={headingRef}
              id="auth-title"
              component="h1"
              variant="h5"
              tabIndex={-1}
              sx={{ fontWeight: 800, outline: 'none' }}
            >
              {copy.title}
            </Typography>
            <Typography color="text.secondary">{copy.intro}</Typography>
          </div>
          <GoogleButton busy={state.busy === 'google'} disabled={state.busy !== null} onClick={continueWithGoogle} />
          <Divider>or</Divider>
          <Stack
            component="form"
            spacing={2}
            noValidate
            onSubmit={submit}
            aria-labelledby="auth-title"
            aria-busy={state.busy === 'form'}
          >
            <AuthFields state={state} onEdit={edit} />
            <AuthMessage error={state.error} success={state.success} messageRef={messageRef} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!submittable}
              startIcon={
                state.busy === 'form' ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
              }
              sx={{ minHeight: 48 }}
            >
              {state.busy === 'form' ? copy.busy : copy.submit}
            </Button>
          </Stack>
          <ModeSwitch mode={state.mode} disabled={state.busy !== null} onSwitch={onSwitch} />
          <AuthBenefits />
        </Stack>
      </Paper>
    </Box>
  );
}
