import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

export interface RetryBoundaryProps {
  /** Shown while the part loads (the Suspense fallback); null shows nothing. */
  loading: ReactNode;
  /** Shown instead of the part after it failed; `retry` tries again. */
  fallback(error: Error, retry: () => void): ReactNode;
  /** Called with the failure before the boundary clears: make a fresh lazy part (useRetryableLazy). */
  onRetry(error: Error): void;
  /** While failed, a new value retries by itself, e.g. the count of a dialog's openings. */
  retryKey?: unknown;
  children: ReactNode;
}

interface RetryBoundaryState {
  error: Error | null;
}

/** Keeps a lazy part's failure, at load or at render, inside the part; see ./index.ts. */
export class RetryBoundary extends Component<RetryBoundaryProps, RetryBoundaryState> {
  override state: RetryBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RetryBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A lazily loaded part failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: RetryBoundaryProps): void {
    if (this.state.error && !Object.is(previous.retryKey, this.props.retryKey)) this.retry();
  }

  private retry = () => {
    const { error } = this.state;
    if (!error) return;
    this.props.onRetry(error);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback(error, this.retry);
    return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
