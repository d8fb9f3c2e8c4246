import Alert from '@mui/material/Alert';
import type { RefObject } from 'react';

export interface AuthMessageProps {
  error: string | null;
  success: string | null;
  messageRef: RefObject<HTMLDivElement | null>;
}

/** The one message at a time: errors interrupt (role=alert), successes are polite (role=status). */
export function AuthMessage({ error, success, messageRef }: AuthMessageProps) {
  if (error) {
    return (
      <Alert ref={messageRef} severity="error" role="alert" tabIndex={-1}>
        {error}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert ref={messageRef} severity="success" role="status" tabIndex={-1}>
        {success}
      </Alert>
    );
  }
  return null;
}
