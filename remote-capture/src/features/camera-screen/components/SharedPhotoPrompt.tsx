/**
 * A photo shared into the app from another app or site (the Web Share Target): shown with a
 * question, analysed only when the seller says so. Any site can send the app a photo, and an
 * analysis of a signed-in seller's photo is saved to their listings, so nothing happens by itself.
 * The question takes focus when it appears, so a screen reader reads it and the keyboard starts
 * there.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CapturedPhoto } from '@snap/shared';
import { PICTURE_FRAME, PictureWithActions } from '@snap/shared/capture';

export const SHARED_PHOTO_QUESTION = 'Analyze this photo?';
export const SHARED_PHOTO_EXPLANATION =
  'This photo was shared to Snap. Price. Sell. from another app. Nothing is analyzed or saved until you choose to.';
export const SHARED_PHOTO_ANALYZE = 'Analyze this photo';
export const SHARED_PHOTO_DISCARD = 'Discard';

export interface SharedPhotoPromptProps {
  photo: CapturedPhoto;
  onAnalyze(): void;
  onDiscard(): void;
}

export function SharedPhotoPrompt({ photo, onAnalyze, onDiscard }: SharedPhotoPromptProps) {
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby="shared-photo-question">
      <PictureWithActions
        picture={
          <Box
            component="img"
            src={photo.url}
            alt="Shared photo"
            sx={{ ...PICTURE_FRAME, objectFit: 'contain', bgcolor: 'grey.100' }}
          />
        }
      >
        <Typography
          ref={question}
          component="h2"
          variant="h6"
          id="shared-photo-question"
          tabIndex={-1}
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {SHARED_PHOTO_QUESTION}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{SHARED_PHOTO_EXPLANATION}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={onAnalyze}>
          {SHARED_PHOTO_ANALYZE}
        </Button>
        <Button variant="outlined" size="large" fullWidth onClick={onDiscard}>
          {SHARED_PHOTO_DISCARD}
        </Button>
      </PictureWithActions>
    </Box>
  );
}
