/**
 * A thin progress bar whose motion is a transform only, so the compositor runs it: no style,
 * layout or paint on the main thread per frame. MUI's indeterminate LinearProgress animates `left`
 * and `right`, which cost 10–25 ms of main thread per frame at 4× CPU while a photo was being
 * prepared, the very time the main thread was needed to send the analysis on its way.
 *
 * Indeterminate without `value`; otherwise the bar fills to `value` (0–100).
 */
import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export interface ProgressBarProps {
  /** What is in progress, for screen readers. */
  label: string;
  /** Percent done; indeterminate without it. */
  value?: number;
}

export function ProgressBar({ label, value }: ProgressBarProps) {
  const determinate = value !== undefined;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      {...(determinate && { 'aria-valuenow': Math.round(value), 'aria-valuemin': 0, 'aria-valuemax': 100 })}
      sx={{
        position: 'relative',
        height: 4,
        overflow: 'hidden',
        borderRadius: 2,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.24),
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          ...(determinate
            ? { transform: `scaleX(${Math.min(Math.max(value, 0), 100) / 100})`, transition: 'transform 0.4s' }
            : {
                width: '40%',
                animation: `${slide} 1.4s ease-in-out infinite`,
                '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
              }),
        }}
      />
    </Box>
  );
}
