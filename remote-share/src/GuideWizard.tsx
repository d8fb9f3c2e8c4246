/** Exposed as remote_share/GuideWizard: the six-step sharing guide. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { GuideWizardProps } from '@snap/shared';
import { GUIDE_STEPS } from './features/guide/guideSteps';

export default function GuideWizard({ open, onClose }: GuideWizardProps) {
  const [step, setStep] = useState(0);
  const last = GUIDE_STEPS.length - 1;
  const progress = Math.round(((step + 1) / GUIDE_STEPS.length) * 100);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="guide-title">
      <DialogTitle id="guide-title">How to share</DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={progress} aria-label={`${progress}% complete`} />
        <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
          {GUIDE_STEPS[step].title}
        </Typography>
        <Typography>{GUIDE_STEPS[step].text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          Previous
        </Button>
        {step < last ? (
          <Button variant="contained" onClick={() => setStep((s) => s + 1)}>
            Next
          </Button>
        ) : (
          <Button variant="contained" onClick={onClose}>
            Got it!
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
