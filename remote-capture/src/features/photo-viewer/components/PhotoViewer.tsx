/**
 * The photo viewer of spec §2: 'No photos yet'; one photo as a square; several with previous/next,
 * an 'n / total' counter and a thumbnail strip. Each photo can be copied, downloaded as
 * photo-{id}.jpg and, when `onRemove` is given, removed. Messages vanish after 2 seconds.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PHOTO_MESSAGE_MS, type CapturedPhoto } from '@snap/shared';
import { browserPhotoActions, type PhotoActions } from '../api/browserPhotoActions';
import { useTransientMessage } from '../hooks/useTransientMessage';
import { PhotoActionsBar } from './PhotoActionsBar';
import { PhotoNavigation } from './PhotoNavigation';
import { ThumbnailStrip } from './ThumbnailStrip';

export interface PhotoViewerProps {
  photos: readonly CapturedPhoto[];
  initialIndex?: number;
  onRemove?(id: string): void;
  /** Browser side effects; tests pass fakes. */
  actions?: PhotoActions;
}

const COPY_MESSAGES = { image: 'Image copied to clipboard!', 'data-url': 'Image data copied to clipboard!' } as const;

export function PhotoViewer({ photos, initialIndex = 0, onRemove, actions = browserPhotoActions }: PhotoViewerProps) {
  const [requested, setIndex] = useState(initialIndex);
  const [message, showMessage] = useTransientMessage(PHOTO_MESSAGE_MS);
  const shown = photos[Math.min(Math.max(requested, 0), photos.length - 1)]?.blob;
  // Copy image must not wait inside the tap (WebKit refuses the copy then): what it needs is read now.
  useEffect(() => {
    if (shown) actions.prepareCopy(shown);
  }, [actions, shown]);
  if (photos.length === 0) {
    return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>No photos yet</Typography>;
  }
  // Removing the last photo in the list moves the view back rather than past the end.
  const index = Math.min(Math.max(requested, 0), photos.length - 1);
  const photo = photos[index];
  const several = photos.length > 1;

  const copy = () =>
    actions.copyImage(photo.blob).then(
      (outcome) => showMessage(COPY_MESSAGES[outcome]),
      (error: unknown) => {
        console.warn('Copying the image failed', error);
        showMessage('Failed to copy image');
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="img"
        src={photo.url}
        alt={several ? `Photo ${index + 1} of ${photos.length}` : 'Photo'}
        sx={{
          // A square as wide as the dialog, but on a short screen (a laptop, a phone on its side) at
          // most 55% of the screen's height: the actions below it stay on screen.
          width: 'min(100%, 55vh)',
          justifySelf: 'center',
          aspectRatio: '1',
          objectFit: 'contain',
          display: 'block',
          borderRadius: 2,
          bgcolor: 'grey.100',
        }}
      />
      {several && <PhotoNavigation index={index} total={photos.length} onChange={setIndex} />}
      <PhotoActionsBar
        onCopy={copy}
        onDownload={() => actions.download(photo.url, `photo-${photo.id}.jpg`)}
        onRemove={onRemove ? () => onRemove(photo.id) : undefined}
      />
      <Typography
        role="status"
        aria-live="polite"
        sx={{
          minHeight: '1.5em',
          textAlign: 'center',
          color: message === 'Failed to copy image' ? 'error.main' : 'success.main',
        }}
      >
        {message}
      </Typography>
      {several && <ThumbnailStrip photos={photos} index={index} onSelect={setIndex} />}
    </Box>
  );
}
