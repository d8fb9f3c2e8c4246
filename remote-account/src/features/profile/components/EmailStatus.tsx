import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@snap/shared';
import { useActionMessage } from '../hooks/useActionMessage';
import { ProfileMessage } from './ProfileMessage';

export const VERIFICATION_SENT = 'Verification email sent! Please check your email to verify your account.';
const RESEND_FAILED = 'Failed to resend verification email';

/** The e-mail, whether it is verified, and spec §7's "Resend verification email" when it is not. */
export function EmailStatus() {
  const { user, resendVerification } = useAuth();
  const { busy, message, run } = useActionMessage();
  if (!user?.email) return <Typography color="text.secondary">No e-mail address on this account.</Typography>;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{user.email}</Typography>
        {user.emailVerified ? (
          <Chip label="Verified" color="success" size="small" variant="outlined" />
        ) : (
          <Chip
            label="Not verified"
            size="small"
            variant="outlined"
            sx={{ color: '#9a3412', borderColor: '#fdba74' }}
          />
        )}
      </Stack>
      {!user.emailVerified && (
        <Button
          variant="outlined"
          sx={{ mt: 1.5 }}
          disabled={busy}
          onClick={() => void run(resendVerification, VERIFICATION_SENT, RESEND_FAILED)}
        >
          Resend verification email
        </Button>
      )}
      <ProfileMessage message={message} />
    </>
  );
}
