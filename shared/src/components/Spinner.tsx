import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const PIXELS: Record<SpinnerSize, number> = { sm: 20, md: 40, lg: 64 };

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers. */
  label?: string;
  /** Covers the whole viewport (auth loading). */
  fullScreen?: boolean;
}

export function Spinner({ size = 'md', label = 'Loading', fullScreen = false }: SpinnerProps) {
  // disableShrink: the arc only turns (a transform the compositor runs). The growing and shrinking
  // arc animates stroke-dasharray, a main-thread paint every frame: at 4x CPU that was the
  // analysing panel taking the main thread from the request and the results.
  const spinner = <CircularProgress size={PIXELS[size]} aria-label={label} data-size={size} disableShrink />;
  if (!fullScreen) return spinner;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      {spinner}
    </Box>
  );
}
