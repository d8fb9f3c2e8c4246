/** The camera screen's idle layout: the viewfinder or the chosen photo, and the buttons for it. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SHORT_LANDSCAPE } from '@snap/shared/layout';

/**
 * A 4:3 picture above its buttons, or, on a phone on its side, beside them: stacked there, the
 * buttons would start below the fold.
 */
export function PictureWithActions({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return (
    <Stack sx={{ gap: 2, [SHORT_LANDSCAPE]: { flexDirection: 'row', alignItems: 'flex-start' } }}>
      <Box sx={{ [SHORT_LANDSCAPE]: { flex: 1, minWidth: 0 } }}>{picture}</Box>
      <Stack sx={{ gap: 2, [SHORT_LANDSCAPE]: { flex: 1, minWidth: 0 } }}>{children}</Stack>
    </Stack>
  );
}

/**
 * The 4:3 frame a picture (the viewfinder, the chosen photo) fills. A block-level flex box: in
 * PictureWithActions' wrapper, ButtonBase's own inline-flex would sit on a text line and leave a
 * gap under it.
 */
export const PICTURE_FRAME = { display: 'flex', width: '100%', aspectRatio: '4 / 3', borderRadius: 3 } as const;
