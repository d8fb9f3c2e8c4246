import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EXPOSED, PRIVACY_STATEMENT, useAuth } from '@snap/shared';
import { DEMO_PATH, PATHS } from '@snap/shared/contracts';
import { warmOnIntent } from '../../remotes';
import { HERO, SIGNED_IN_TRUST_POINTS, TRUST_POINTS } from '../landingContent';
import { LandingIcon } from './landingIcons';

/** The hero's layout, apart so the markup reads at a glance. */
const SX = {
  section: { textAlign: 'center', px: 2, pt: { xs: 3, sm: 6 }, pb: 4 },
  title: { fontSize: { xs: 40, sm: 56 }, fontWeight: 800, lineHeight: 1.1 },
  lead: { color: 'text.secondary', fontSize: { xs: 18, sm: 20 }, maxWidth: 560, mx: 'auto', my: 2 },
  actions: { justifyContent: 'center', maxWidth: 480, mx: 'auto' },
  try: { minHeight: 52, fontSize: 18 },
  demo: { minHeight: 52 },
  trustList: { justifyContent: 'center', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, mt: 3 },
  trustPoint: { color: 'text.secondary', fontWeight: 500, display: 'flex', alignItems: 'center', gap: 0.5 },
  privacy: {
    display: 'flex',
    gap: 1,
    alignItems: 'flex-start',
    justifyContent: 'center',
    maxWidth: 560,
    mx: 'auto',
    mt: 1,
    textAlign: 'left',
  },
} as const;

export function Hero() {
  const { user } = useAuth();
  const play = <LandingIcon name="play" />;
  // Both open the camera: big, and they start its download on intent.
  const cta = { ...warmOnIntent(EXPOSED.capture), size: 'large' } as const;
  return (
    <Box component="section" aria-labelledby="hero-title" sx={SX.section}>
      <Chip label={HERO.badge} color="primary" variant="outlined" sx={{ mb: 2, fontWeight: 600 }} />
      <Typography id="hero-title" component="h1" sx={SX.title}>
        Snap. Price. Sell.
      </Typography>
      <Typography sx={SX.lead}>{HERO.pitch}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={SX.actions}>
        <Button component={RouterLink} to={PATHS.camera} {...cta} variant="contained" sx={SX.try}>
          Try It Now - Free!
        </Button>
        <Button component={RouterLink} to={DEMO_PATH} {...cta} variant="outlined" startIcon={play} sx={SX.demo}>
          Watch Demo
        </Button>
      </Stack>
      <Stack component="ul" direction="row" sx={SX.trustList}>
        {(user ? SIGNED_IN_TRUST_POINTS : TRUST_POINTS).map((point) => (
          <Typography component="li" key={point} sx={SX.trustPoint}>
            <LandingIcon name="check" color="success" fontSize="small" />
            {point}
          </Typography>
        ))}
      </Stack>
      <Box sx={SX.privacy}>
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
