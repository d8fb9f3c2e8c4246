import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { Spinner } from '@snap/shared';

export interface RouteLoadingProps {
  label: string;
  /**
   * Whether a screen painted before the app (/camera's early screen) stands in for the one
   * loading: then only the label is given, for screen readers, since a spinner would cover it.
   */
  labelOnly?: boolean;
}

/** A route's loading state: the full-screen spinner, or only its label for screen readers. */
export function RouteLoading({ label, labelOnly = false }: RouteLoadingProps) {
  if (!labelOnly) return <Spinner size="lg" fullScreen label={label} />;
  return (
    <Box role="status" sx={visuallyHidden}>
      {label}
    </Box>
  );
}
