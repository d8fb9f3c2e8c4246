/**
 * Shown in place of a lazily loaded part of the camera screen whose chunk did not download (a
 * flaky mobile network). The screen's state lives above it, so a finished analysis, the photos and
 * any edits survive; Retry fetches the part again without a page reload.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const PART_FAILED_MESSAGE = 'This part of the screen could not load. Check your connection and try again.';

export interface PartFailedAlertProps {
  onRetry(): void;
  /** Offered next to Retry, e.g. to close the dialog that could not load. */
  onClose?(): void;
}

export function PartFailedAlert({ onRetry, onClose }: PartFailedAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <>
          <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
            Retry
          </Button>
          {onClose && (
            <Button color="inherit" size="small" onClick={onClose} sx={{ minHeight: 44 }}>
              Close
            </Button>
          )}
        </>
      }
    >
      {PART_FAILED_MESSAGE}
    </Alert>
  );
}
