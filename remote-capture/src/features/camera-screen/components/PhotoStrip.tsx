/** The row of taken photos: tap one to select it, or remove it (where `onRemove` is given). */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { CapturedPhoto } from '@snap/shared';
import { CloseIcon } from '../../../components/icons';

export interface PhotoStripProps {
  photos: readonly CapturedPhoto[];
  selectedId: string | null;
  onSelect(id: string): void;
  onRemove?(id: string): void;
}

export function PhotoStrip({ photos, selectedId, onSelect, onRemove }: PhotoStripProps) {
  return (
    // A scroll area clips on every side. The remove button overhangs its thumbnail by 14 px and its
    // focus ring by 4 more, so 20 px of padding sit above the thumbnails; a 12 px negative margin
    // takes the extra 12 out of the space above the strip, so nothing below it moves.
    <Box
      component="ul"
      aria-label="Your photos"
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        listStyle: 'none',
        m: 0,
        mt: -1.5,
        p: 1,
        pt: 2.5,
        minHeight: 100,
      }}
    >
      {photos.map((photo, i) => {
        const selected = photo.id === selectedId;
        return (
          <Box component="li" key={photo.id} sx={{ position: 'relative', flex: '0 0 auto' }}>
            <ButtonBase
              aria-label={`Select photo ${i + 1}`}
              aria-pressed={selected}
              onClick={() => onSelect(photo.id)}
              sx={{
                width: 72,
                height: 72,
                borderRadius: 2,
                overflow: 'hidden',
                outline: selected ? '3px solid' : '1px solid',
                outlineColor: selected ? 'primary.main' : 'divider',
              }}
            >
              <Box component="img" src={photo.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
            {onRemove && (
              <IconButton
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onRemove(photo.id)}
                sx={{
                  position: 'absolute',
                  top: -14,
                  right: -14,
                  p: 0,
                  '& svg': { bgcolor: 'grey.800', color: 'common.white', borderRadius: '50%', p: 0.5, fontSize: 24 },
                }}
              >
                <CloseIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
