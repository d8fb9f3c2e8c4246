import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EXPOSED } from '@snap/shared';
import { warmOnIntent } from '../../remotes/warmRemote';
import { PRIVACY_STATEMENT, TRUST_POINTS } from '../landingContent';

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ textAlign: 'center', px: 2, pt: { xs: 3, sm: 6 }, pb: 4 }}>
      <Chip label="AI-Powered Instant Pricing" color="primary" variant="outlined" sx={{ mb: 2, fontWeight: 600 }} />
      <Typography id="hero-title" component="h1" sx={{ fontSize: { xs: 40, sm: 56 }, fontWeight: 800, lineHeight: 1.1 }}>
        Snap. Price. Sell.
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: { xs: 18, sm: 20 }, maxWidth: 560, mx: 'auto', my: 2 }}>
        Take a photo of anything you want to sell. Get an instant AI price estimate and a ready-to-post listing.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', maxWidth: 480, mx: 'auto' }}>
        <Button component={RouterLink} to="/camera" {...warmOnIntent(EXPOSED.capture)} variant="contained" size="large" sx={{ minHeight: 52, fontSize: 18 }}>
          Try It Now - Free!
        </Button>
        <Button variant="outlined" size="large" sx={{ minHeight: 52 }}>
          Watch Demo
        </Button>
      </Stack>
      <Stack component="ul" direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, mt: 3 }}>
        {TRUST_POINTS.map((point) => (
          <Typography component="li" key={point} sx={{ color: 'text.secondary', fontWeight: 500 }}>
            <span aria-hidden="true">✓ </span>
            {point}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        🔒 {PRIVACY_STATEMENT}
      </Typography>
    </Box>
  );
}
