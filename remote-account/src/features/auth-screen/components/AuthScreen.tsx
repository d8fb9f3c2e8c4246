import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function AuthScreen() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          Sign In
        </Typography>
        <Button variant="outlined" fullWidth>
          Continue with Google
        </Button>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          ← Back to home
        </Button>
      </Paper>
    </Box>
  );
}
