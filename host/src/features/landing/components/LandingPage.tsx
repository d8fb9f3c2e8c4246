import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EXPOSED } from '@snap/shared';
import { PATHS } from '@snap/shared/contracts';
import { warmOnIntent } from '../../remotes';
import { BENEFITS, STEPS } from '../landingContent';
import { CardGrid } from './CardGrid';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';

const CTA_SX = { minHeight: 52, px: 4 } as const;

export function LandingPage() {
  const warm = warmOnIntent(EXPOSED.capture);
  return (
    <>
      <LandingHeader />
      <Box component="main">
        <Hero />
        <CardGrid id="how-it-works" heading="How it works" items={STEPS} numbered />
        <CardGrid id="benefits" heading="Why sellers love it" items={BENEFITS} />
        <Box component="section" aria-labelledby="closing-cta" sx={{ textAlign: 'center', px: 2, py: 5 }}>
          <Typography id="closing-cta" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
            Ready to find out what it&apos;s worth?
          </Typography>
          <Button component={RouterLink} to={PATHS.camera} {...warm} variant="contained" size="large" sx={CTA_SX}>
            Start Scanning Now
          </Button>
        </Box>
      </Box>
      <LandingFooter />
    </>
  );
}
