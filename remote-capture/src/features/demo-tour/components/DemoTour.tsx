/**
 * A short, skippable coach-mark tour of the results (price, edit, share). Non-modal: the results
 * stay usable and the tour never takes focus from them; its text is a live region, so a screen
 * reader hears each step. Escape skips it.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@snap/shared';
import { TOUR_STEPS } from '../tourSteps';

const HIGHLIGHT = 'data-demo-tour-target';

/** Scrolls the step's target into view and rings it; undone when the step changes. */
function useHighlight(selector: string | undefined) {
  useEffect(() => {
    const target = selector ? document.querySelector<HTMLElement>(selector) : null;
    if (!target) return;
    target.setAttribute(HIGHLIGHT, '');
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    return () => target.removeAttribute(HIGHLIGHT);
  }, [selector]);
}

export function DemoTour({ onClose }: { onClose(): void }) {
  const [index, setIndex] = useState(0);
  const { user } = useAuth();
  const step = TOUR_STEPS[index];
  const last = index === TOUR_STEPS.length - 1;
  useHighlight(step?.target);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  if (!step) return null;
  return (
    <Paper
      component="aside"
      aria-label="Demo tour"
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: 12,
        right: 12,
        bottom: 12,
        maxWidth: 520,
        mx: 'auto',
        p: 2,
        borderRadius: 3,
      }}
    >
      <GlobalStyles
        styles={{ [`[${HIGHLIGHT}]`]: { outline: '3px solid #f59e0b', outlineOffset: 4, borderRadius: 8 } }}
      />
      <div aria-live="polite">
        <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          Tour {index + 1} of {TOUR_STEPS.length}
        </Typography>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {step.title}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{(!user && step.visitorText) || step.text}</Typography>
      </div>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {!last && <Button onClick={onClose}>Skip tour</Button>}
        <Button variant="contained" onClick={last ? onClose : () => setIndex(index + 1)} sx={{ minWidth: 96 }}>
          {last ? 'Done' : 'Next'}
        </Button>
      </Stack>
    </Paper>
  );
}
