import Alert from '@mui/material/Alert';
import type { ActionMessage } from '../hooks/useActionMessage';

/** Errors interrupt (role=alert), successes are polite (role=status), as on the auth screen. */
export function ProfileMessage({ message }: { message: ActionMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.kind} role={message.kind === 'error' ? 'alert' : 'status'} sx={{ mt: 1.5 }}>
      {message.text}
    </Alert>
  );
}
