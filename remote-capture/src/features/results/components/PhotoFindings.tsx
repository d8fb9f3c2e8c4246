/**
 * What the AI read from which photo, and the photo it asks for when what the price depends on
 * could not be read (a model number, a size, a maker's mark): "Add a photo of the label inside the
 * collar", with one tap to take or choose it. The new photo is analysed with the one already
 * analysed; the seller's edits and price stay theirs (cameraReducer).
 */
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ItemIdentification } from '@snap/shared';
import { CameraIcon } from '../../../components/icons';
import { PhotoInput } from '../../../components/PhotoInput';

export interface PhotoFindingsProps {
  item: Pick<ItemIdentification, 'photoDetails' | 'photoRequest'>;
  /** A photo taken or chosen for the request; absent where a photo cannot be added (a preview). */
  onAddPhoto?(file: File): void;
  /** The photo is being prepared: the button waits. */
  adding?: boolean;
}

export function PhotoFindings({ item, onAddPhoto, adding = false }: PhotoFindingsProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const details = item.photoDetails ?? [];
  // Said only when more than one photo was read: with one, the whole result is what it read.
  const readFromSeveral = details.some((detail) => detail.photo > 1);
  const request = onAddPhoto ? item.photoRequest : undefined;
  if (!readFromSeveral && !request) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {request ? 'One more photo would help' : 'Read from your photos'}
      </Typography>
      {request && (
        <>
          <Typography sx={{ mt: 0.5 }}>{request}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            The price depends on it. Your edits and price stay as they are.
          </Typography>
          <Button
            variant="contained"
            fullWidth
            startIcon={<CameraIcon />}
            sx={{ mt: 1.5, minHeight: 48 }}
            loading={adding}
            loadingPosition="start"
            onClick={() => input.current?.click()}
          >
            {adding ? 'Preparing photo…' : 'Add Photo'}
          </Button>
          {/* Camera or gallery, as the phone offers: the photo may already be taken. */}
          <PhotoInput
            ref={input}
            camera={false}
            label="Add the photo asked for"
            onFile={(file) => onAddPhoto?.(file)}
          />
        </>
      )}
      {readFromSeveral && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {details.map((detail) => (
            <Typography component="li" variant="body2" key={`${detail.photo}:${detail.details}`}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                Photo {detail.photo}:
              </Box>{' '}
              {detail.details}
            </Typography>
          ))}
        </Box>
      )}
    </Card>
  );
}
