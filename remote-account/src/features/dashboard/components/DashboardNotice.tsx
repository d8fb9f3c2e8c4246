import Alert from '@mui/material/Alert';
import { useAppLocation, useAppNavigate } from '@snap/shared';

/**
 * A message handed over by the screen that redirected here, e.g. the auth screen's 'Account created!
 * Please check your email…', which it cannot show itself because a new account is signed in at once.
 */
export function DashboardNotice() {
  const { state, pathname } = useAppLocation();
  const navigate = useAppNavigate();
  const notice = (state as { notice?: unknown } | null)?.notice;
  if (typeof notice !== 'string' || !notice) return null;
  return (
    // Dismissing drops it from the history entry too, so a reload does not bring it back.
    <Alert
      severity="success"
      role="status"
      sx={{ mb: 2 }}
      onClose={() => navigate(pathname, { replace: true, state: null })}
    >
      {notice}
    </Alert>
  );
}
