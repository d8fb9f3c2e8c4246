/** "Step n of 6" with the percentage done, as text and as a labelled progress bar. */
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GUIDE_STEPS, guideProgress } from '../guideSteps';

export function GuideProgress({ step }: { step: number }) {
  const progress = guideProgress(step);
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Step {step + 1} of {GUIDE_STEPS.length}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {progress}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={`${progress}% complete`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}
