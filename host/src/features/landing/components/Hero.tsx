import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EXPOSED, PRIVACY_STATEMENT } from '@snap/shared';
import { DEMO_PATH, PATHS } from '@snap/shared/contracts';
import { warmOnIntent } from '../../remotes/warmRemote';
import { TRUST_POINTS } from '../landingContent';
import { LandingIcon } from './landingIcons';

export function Hero() {
  const warmCapture = warmOnIntent(EXPOSED.capture);
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
        <Button component={RouterLink} to={PATHS.camera} {...warmCapture} variant="contained" size="large" sx={{ minHeight: 52, fontSize: 18 }}>
          Try It Now - Free!
        </Button>
        <Button component={RouterLink} to={DEMO_PATH} {...warmCapture} variant="outlined" size="large" startIcon={<LandingIcon name="play" />} sx={{ minHeight: 52 }}>
          Watch Demo
        </Button>
      </Stack>
      <Stack component="ul" direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, mt: 3 }}>
        {TRUST_POINTS.map((point) => (
          <Typography component="li" key={point} sx={{ color: 'text.secondary', fontWeight: 500, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LandingIcon name="check" color="success" fontSize="small" />
            {point}
          </Typography>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'center', maxWidth: 560, mx: 'auto', mt: 1, textAlign: 'left' }}>
        <LandingIcon name="lock" fontSize="small" sx={{ color: 'text.secondary', mt: '2px' }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <span>{PRIVACY_STATEMENT}</span>{' '}
          <Link component={RouterLink} to={PATHS.privacy}>
            How we handle your data
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
