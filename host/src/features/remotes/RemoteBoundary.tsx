import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  /** Rendered instead of the children after an error; `retry` clears it. */
  fallback(error: Error, retry: () => void): ReactNode;
  /** Called before the boundary clears, so the caller can build a fresh lazy component. */
  onRetry(): void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** The third failure layer: whatever a remote throws stays inside its own route or dialog. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote module failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
