import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NextIcon, PreviousIcon } from '../../../components/icons';

export interface PhotoNavigationProps {
  index: number;
  total: number;
  onChange(index: number): void;
}

/** Previous / next (wrapping round) and the 'n / total' counter. */
export function PhotoNavigation({ index, total, onChange }: PhotoNavigationProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <IconButton aria-label="Previous photo" onClick={() => onChange((index - 1 + total) % total)}>
        <PreviousIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {index + 1} / {total}
      </Typography>
      <IconButton aria-label="Next photo" onClick={() => onChange((index + 1) % total)}>
        <NextIcon />
      </IconButton>
    </Stack>
  );
}
