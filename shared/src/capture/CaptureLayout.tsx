/**
 * The camera screen's layout, as both its screens draw it: the capture remote's, and the host's
 * early one painted with the page before any script (host/src/features/early-capture). One
 * component, so a change to one screen cannot leave the other behind: the header bar (its height
 * is MUI Toolbar's, on a phone, on its side and on a desktop), the product title, the column's
 * width (560 px; 640 px on a phone on its side) and the picture beside its buttons on a phone on
 * its side. What each screen puts in it, and what a tap does there, is its own.
 */
import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { SHORT_LANDSCAPE } from '../layout/shortLandscape';

export interface CaptureLayoutProps {
  /** The Back control, left of the title. */
  back: ReactNode;
  /** The controls right of the title (Sign In or Profile, Guide); none on the early screen. */
  actions?: ReactNode;
  /** The screen's column (the `main` landmark). */
  children: ReactNode;
}

export function CaptureLayout({ back, actions, children }: CaptureLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
          {back}
          <Typography component="h1" variant="subtitle1" noWrap sx={{ flex: 1, fontWeight: 700, textAlign: 'center' }}>
            Snap. Price. Sell.
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      <Stack
        component="main"
        // On a phone on its side the picture sits beside its buttons (PictureWithActions): wider.
        sx={{
          flex: 1,
          gap: 2,
          p: 2,
          pb: 4,
          maxWidth: 560,
          width: '100%',
          mx: 'auto',
          [SHORT_LANDSCAPE]: { maxWidth: 640 },
        }}
      >
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A 4:3 picture (the viewfinder, the chosen photo) above its buttons, or, on a phone on its side,
 * beside them: stacked there, the buttons would start below the fold.
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
