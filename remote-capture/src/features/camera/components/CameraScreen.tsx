import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CameraHeader } from './CameraHeader';

export function CameraScreen() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <CameraHeader />
      <Box component="main" sx={{ flex: 1, p: 2, maxWidth: 560, width: '100%', mx: 'auto' }}>
        <Box
          sx={{
            aspectRatio: '1',
            borderRadius: 3,
            border: '2px dashed',
            borderColor: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            p: 2,
          }}
        >
          <div>
            <Typography component="h1" variant="h6">
              Position item in frame
            </Typography>
            <Typography color="text.secondary">Tap to capture or choose from gallery</Typography>
          </div>
        </Box>
        <Button variant="contained" fullWidth size="large" sx={{ mt: 2 }}>
          Take Photo
        </Button>
      </Box>
    </Box>
  );
}
