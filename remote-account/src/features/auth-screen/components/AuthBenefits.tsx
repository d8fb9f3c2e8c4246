import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { AppLink, PRIVACY_PATH, PRIVACY_STATEMENT, PRIVACY_TRUST_POINT } from '@snap/shared';

const BENEFITS = [
  'Save every item you scan with its price estimate',
  'Share listings to marketplaces in one tap',
  'Edit the AI-suggested title and description',
  PRIVACY_TRUST_POINT,
];

/** Inline SVG, not a glyph: a missing font must not turn the list marks into boxes. */
function CheckMark() {
  return (
    <SvgIcon
      aria-hidden
      focusable={false}
      color="success"
      fontSize="small"
      sx={{ mr: 0.75, verticalAlign: 'text-bottom' }}
    >
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}

/**
 * The product benefits at the bottom of the auth screen (spec §2), with the same privacy statement
 * as the landing page and the Privacy page (one constant in @snap/shared).
 */
export function AuthBenefits() {
  return (
    <Box component="section" aria-labelledby="auth-benefits" sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }}>
      <Typography id="auth-benefits" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Why create an account?
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {BENEFITS.map((benefit) => (
          <Typography key={benefit} component="li">
            <CheckMark />
            {benefit}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        <span>{PRIVACY_STATEMENT}</span>{' '}
        <Link component={AppLink} to={PRIVACY_PATH}>
          Privacy
        </Link>
      </Typography>
    </Box>
  );
}
