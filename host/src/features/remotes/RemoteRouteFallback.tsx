import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface RemoteRouteFallbackProps {
  /** What the user was trying to open, e.g. 'the camera'. */
  what: string;
  onRetry(): void;
}

/** Shown in place of a route whose remote is down; the rest of the shell keeps working. */
export function RemoteRouteFallback({ what, onRetry }: RemoteRouteFallbackProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <Box component="main" role="alert" sx={{ minHeight: '70dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          We couldn&apos;t load {what}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2, maxWidth: 420 }}>
          This part of the app is temporarily unavailable. Check your connection and try again; nothing you did is lost.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button ref={retryRef} variant="contained" size="large" onClick={onRetry}>
            Retry
          </Button>
          <Button component={RouterLink} to="/" size="large">
            Back to home
          </Button>
        </Box>
      </div>
    </Box>
  );
}
