/** Dot navigation: one labelled button per step, the current one marked with aria-current. */
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { GUIDE_STEPS } from '../guideSteps';

export interface GuideDotsProps {
  step: number;
  onSelect(step: number): void;
}

export function GuideDots({ step, onSelect }: GuideDotsProps) {
  return (
    <Stack component="nav" aria-label="Guide steps" direction="row" sx={{ justifyContent: 'center' }}>
      {GUIDE_STEPS.map((guideStep, index) => {
        const current = index === step;
        return (
          <ButtonBase
            key={guideStep.title}
            aria-label={`Step ${index + 1}: ${guideStep.title}`}
            aria-current={current ? 'step' : undefined}
            onClick={() => onSelect(index)}
            // No ripple: it lingers as a grey disc around the dot after a tap. Keyboard focus keeps
            // an outline. 40×44 touch target around a small dot.
            disableRipple
            sx={{
              width: 40,
              height: 44,
              borderRadius: 2,
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: current ? 24 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: current ? 'primary.main' : 'grey.400',
                transition: 'width 150ms',
              }}
            />
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
