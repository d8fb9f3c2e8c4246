import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { CapturedPhoto } from '@snap/shared';

export interface ThumbnailStripProps {
  photos: readonly CapturedPhoto[];
  index: number;
  onSelect(index: number): void;
}

export function ThumbnailStrip({ photos, index, onSelect }: ThumbnailStripProps) {
  return (
    <Box
      component="ul"
      aria-label="Photos"
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', listStyle: 'none', m: 0, p: 0.5 }}
    >
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <ButtonBase
            aria-label={`Show photo ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            sx={{
              width: 56,
              height: 56,
              borderRadius: 1.5,
              overflow: 'hidden',
              outline: i === index ? '3px solid' : 'none',
              outlineColor: 'primary.main',
            }}
          >
            <Box component="img" src={photo.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
