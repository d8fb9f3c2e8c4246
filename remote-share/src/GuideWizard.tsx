/**
 * Exposed as remote_share/GuideWizard: the six-step sharing guide (spec §2, §4, §5) with progress,
 * Previous / Next / 'Got it!', dot navigation and Facebook and eBay tips from step 3 on. It covers
 * a phone's whole screen, so it closes from any step: its ✕, Escape, or the phone's Back (which
 * stays on the page under it). Titled 'Sharing guide', as the buttons that open it say 'Guide'.
 */
import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GuideWizardProps } from '@snap/shared';
import { useCompactScreen } from '@snap/shared/layout';
import { GUIDE_STEPS } from './features/guide/guideSteps';
import { GuideProgress } from './features/guide/components/GuideProgress';
import { GuideDots } from './features/guide/components/GuideDots';
import { PlatformTips } from './features/guide/components/PlatformTips';
import { CloseIcon, GuideStepIcon } from './features/guide/components/guideIcons';
import { useCloseOnBack } from './features/guide/hooks/useCloseOnBack';

export default function GuideWizard({ open, onClose }: GuideWizardProps) {
  const [step, setStep] = useState(0);
  const titleId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const phone = useCompactScreen();
  const last = GUIDE_STEPS.length - 1;
  const current = GUIDE_STEPS[step];
  useCloseOnBack(open, onClose);

  const previous = () => {
    // Previous disables itself at the first step; keep focus in the actions instead of losing it.
    if (step === 1) nextRef.current?.focus();
    setStep(step - 1);
  };
  // One button that changes its label, so focus stays on it when Next becomes 'Got it!'.
  const next = () => (step < last ? setStep(step + 1) : onClose());

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Sharing guide
      </DialogTitle>
      <IconButton
        aria-label="Close guide"
        onClick={onClose}
        size="large"
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <GuideProgress step={step} />
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            <GuideStepIcon step={step} />
          </Avatar>
          <Typography component="h3" variant="h6" aria-live="polite">
            {current.title}
          </Typography>
        </Stack>
        <Typography sx={{ mt: 1.5 }}>{current.text}</Typography>
        {current.tips && <PlatformTips tips={current.tips} />}
      </DialogContent>
      <GuideDots step={step} onSelect={setStep} />
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button disabled={step === 0} onClick={previous} size="large">
          Previous
        </Button>
        <Button ref={nextRef} variant="contained" onClick={next} size="large">
          {step < last ? 'Next' : 'Got it!'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
