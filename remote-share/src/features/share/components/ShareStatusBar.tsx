/** The bottom bar: the share status line (announced politely) above the dialog's main action. */
import type { ReactNode } from 'react';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';

export function ShareStatusBar({ status, children }: { status: string; children: ReactNode }) {
  return (
    <DialogActions
      disableSpacing
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: 1,
        px: 3,
        pb: 'max(16px, env(safe-area-inset-bottom))',
      }}
    >
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ minHeight: '1.5em', fontWeight: 600, color: status.startsWith('✗') ? 'error.main' : 'success.main' }}
      >
        {status}
      </Typography>
      {children}
    </DialogActions>
  );
}
