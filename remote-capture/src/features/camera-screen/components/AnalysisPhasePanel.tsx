/**
 * The layout of the analysis phase, analyzing or waiting for a connection: the photo, an
 * indicator, the heading that takes focus when the phase starts (usePhaseFocus finds it by its
 * id), what the phase says, and Cancel.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CapturedPhoto } from '@snap/shared';

export interface AnalysisPhasePanelProps {
  photo: CapturedPhoto | undefined;
  photoAlt: string;
  indicator: ReactNode;
  heading: string;
  children: ReactNode;
  onCancel(): void;
}

export function AnalysisPhasePanel({
  photo,
  photoAlt,
  indicator,
  heading,
  children,
  onCancel,
}: AnalysisPhasePanelProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
        gap: 2,
        textAlign: 'center',
        minHeight: 480,
        pt: 2,
      }}
    >
      <Box sx={{ width: 160, height: 160, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {photo && (
          <Box
            component="img"
            src={photo.url}
            alt={photoAlt}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      {indicator}
      <Typography
        component="h2"
        variant="h6"
        id="analyzing-heading"
        tabIndex={-1}
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {heading}
      </Typography>
      {children}
      {/*
        Cancel stays on screen: on a small phone (360×640) or one on its side, the panel is taller
        than the screen and Cancel would wait below the fold for as long as the analysis runs. Stuck
        to the bottom edge, it covers the text that scrolls under it, which fades out above it (a
        shadow the colour of the page). Scrolled to the end, it is back in its place below the text.
      */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          justifySelf: 'stretch',
          py: 1.5,
          bgcolor: 'background.default',
          boxShadow: ({ palette }) => `0 -12px 12px ${palette.background.default}`,
        }}
      >
        <Button variant="outlined" size="large" onClick={onCancel} sx={{ minWidth: 160 }}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
