/** This step's tips for Facebook and eBay (shown from step 3 on). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PLATFORM_NAMES, type GuidePlatform, type GuideStep } from '../guideSteps';

const PLATFORMS: GuidePlatform[] = ['facebook', 'ebay'];

export function PlatformTips({ tips }: { tips: NonNullable<GuideStep['tips']> }) {
  return (
    <Box
      component="section"
      aria-labelledby="guide-tips-heading"
      sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="guide-tips-heading" component="h4" variant="subtitle2">
        Platform tips
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {PLATFORMS.map((platform) => (
          <Typography component="li" variant="body2" key={platform} sx={{ mt: 0.5 }}>
            <strong>{PLATFORM_NAMES[platform]}:</strong> {tips[platform]}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
