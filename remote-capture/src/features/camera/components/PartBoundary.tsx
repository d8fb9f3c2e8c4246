/**
 * Keeps a lazily loaded part's failure (its chunk did not download: a flaky mobile network) inside
 * the camera screen. The screen's state lives above this boundary, so a finished analysis, the
 * photos and any edits survive; Retry fetches the part again without a page reload.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const PART_FAILED_MESSAGE = 'This part of the screen could not load. Check your connection and try again.';

export interface PartBoundaryProps {
  /** Builds fresh lazy components (React.lazy keeps a failed import), then the boundary clears. */
  onRetry(): void;
  /** False hides the message (a closed dialog); showing it again (the next opening) retries by itself. */
  visible?: boolean;
  /** Offered next to Retry, e.g. to close the dialog that could not load. */
  onClose?(): void;
  children: ReactNode;
}

interface PartBoundaryState {
  error: Error | null;
}

export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): PartBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the camera screen failed to load', error, info.componentStack);
  }

  override componentDidUpdate(previous: PartBoundaryProps): void {
    if (this.state.error && previous.visible === false && this.props.visible !== false) this.retry();
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { visible = true, onClose, children } = this.props;
    if (!this.state.error) return children;
    if (!visible) return null;
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <>
            <Button color="inherit" size="small" onClick={this.retry} sx={{ minHeight: 44 }}>
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
}
