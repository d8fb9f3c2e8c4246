import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const BENEFITS = [
  'Save every item you scan with its price estimate',
  'Share listings to marketplaces in one tap',
  'Edit the AI-suggested title and description',
  'Your photos stay private',
];

/** The product benefits at the bottom of the auth screen (spec §2). */
export function AuthBenefits() {
  return (
    <Box component="section" aria-labelledby="auth-benefits" sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }}>
      <Typography id="auth-benefits" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Why create an account?
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {BENEFITS.map((benefit) => (
          <Typography key={benefit} component="li">
            <span aria-hidden="true">✓ </span>
            {benefit}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
