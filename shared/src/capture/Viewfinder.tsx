/** The camera's viewfinder panel as both its screens draw it (@snap/shared/capture). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CameraIcon } from '../icons/captureIcons';

const corner = (top: boolean, left: boolean) => ({
  content: '""',
  position: 'absolute',
  width: 28,
  height: 28,
  borderColor: 'primary.main',
  borderStyle: 'solid',
  borderWidth: `${top ? 4 : 0}px ${left ? 0 : 4}px ${top ? 0 : 4}px ${left ? 4 : 0}px`,
  [top ? 'top' : 'bottom']: 12,
  [left ? 'left' : 'right']: 12,
});

/** The 4:3 dark panel with its two corner marks: the `sx` of the control that holds ViewfinderFace. */
export const VIEWFINDER_SX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: 3,
  position: 'relative',
  bgcolor: 'grey.900',
  color: 'common.white',
  textAlign: 'center',
  '&::before': corner(true, true),
  '&::after': corner(false, false),
} as const;

/** What the viewfinder says (spec §2). */
export function ViewfinderFace() {
  return (
    <Box component="span" sx={{ display: 'grid', justifyItems: 'center', gap: 1, p: 2 }}>
      <CameraIcon sx={{ fontSize: 48, opacity: 0.8 }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        Position item in frame
      </Typography>
      <Typography component="span" sx={{ opacity: 0.8 }}>
        Tap to capture or choose from gallery
      </Typography>
    </Box>
  );
}
