import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { Spinner } from '@snap/shared';
import { useEarlyCaptureShown } from '../early-capture/earlyCapture';

/**
 * A route's loading state: the full-screen spinner, or, while the early /camera screen stands in
 * for the screen that is loading, only its label for screen readers (a spinner would cover it).
 */
export function RouteLoading({ label }: { label: string }) {
  if (!useEarlyCaptureShown()) return <Spinner size="lg" fullScreen label={label} />;
  return (
    <Box role="status" sx={visuallyHidden}>
      {label}
    </Box>
  );
}
