import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface RemoteRouteFallbackProps {
  /** What the user was trying to open, e.g. 'the camera'. */
  what: string;
  onRetry(): void;
  /**
   * The remote was deployed for a newer page than this one (versionSkew.ts): Retry would fail
   * the same way, a reload may bring the newer page.
   */
  outdatedPage?: boolean;
}

const MESSAGES = {
  unavailable:
    'This part of the app is temporarily unavailable. Check your connection and try again; nothing you did is lost.',
  outdatedPage:
    "This part of the app has been updated and needs a newer version of this page. Reload to get it; if it still doesn't open, the update is on its way, so try again in a few minutes.",
};

/** Shown in place of a route whose remote is down; the rest of the shell keeps working. */
export function RemoteRouteFallback({ what, onRetry, outdatedPage = false }: RemoteRouteFallbackProps) {
  const actionRef = useRef<HTMLButtonElement>(null);
  useEffect(() => actionRef.current?.focus(), []);
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '70dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          We couldn&apos;t load {what}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2, maxWidth: 420 }}>
          {outdatedPage ? MESSAGES.outdatedPage : MESSAGES.unavailable}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            ref={actionRef}
            variant="contained"
            size="large"
            onClick={outdatedPage ? () => window.location.reload() : onRetry}
          >
            {outdatedPage ? 'Reload page' : 'Retry'}
          </Button>
          <Button component={RouterLink} to="/" size="large">
            Back to home
          </Button>
        </Box>
      </div>
    </Box>
  );
}
