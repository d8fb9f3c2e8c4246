/** The two banners anonymous visitors see (spec §2), texts exactly as specified. Notes, not alerts. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AppLink } from '@snap/shared';
import { SIGN_UP_PROMPT } from '@snap/shared/contracts';

export function TryFreeBanner() {
  return (
    <Alert severity="info" variant="outlined" role="note">
      Try it free! No signup required. Sign up later to save your results and share to marketplaces.
    </Alert>
  );
}

/** `onSignUp` keeps the result so it is back, and saved, after sign-up. */
export function SaveResultBanner({ onSignUp }: { onSignUp?: () => void }) {
  // The action sits under the text: as an Alert `action` it squeezes into a column on a 360 px phone.
  return (
    <Alert severity="success" variant="outlined" role="note">
      <span>Want to save this result? Sign up to save your listings and share to marketplaces</span>
      <Button
        component={AppLink}
        to={SIGN_UP_PROMPT.to}
        onClick={onSignUp}
        color="success"
        variant="outlined"
        size="small"
        sx={{ display: 'flex', mt: 1, width: 'fit-content' }}
      >
        Sign Up Free
      </Button>
    </Alert>
  );
}
