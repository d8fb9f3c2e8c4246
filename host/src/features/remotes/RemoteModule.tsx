import type { ReactNode } from 'react';
import type { ExposedModuleId } from '@snap/shared';
import { RetryBoundary, useRetryableLazy } from '@snap/shared/retry';
import { ReleaseEarlyCapture } from '../early-capture/earlyCapture';
import { loadCurrentRelease } from './staleRelease';
import { warmLoad } from './warmRemote';

export interface RemoteModuleProps<P> {
  id: ExposedModuleId;
  props: P;
  loading: ReactNode;
  fallback(error: Error, retry: () => void): ReactNode;
}

/**
 * A remote's exposed component as a retryable lazy part (@snap/shared/retry): the third failure
 * layer, after resiliencePlugin's two. Callers key this by `id` so a different module starts fresh.
 * Whatever first takes the route's place, the remote or its fallback, hides the early /camera screen.
 */
export function RemoteModule<P extends object>({ id, props, loading, fallback }: RemoteModuleProps<P>) {
  const [Remote, retry] = useRetryableLazy(() => warmLoad<P>(id) ?? loadCurrentRelease<P>(id));
  return (
    <RetryBoundary
      loading={loading}
      fallback={(error, retryLoad) => (
        <>
          <ReleaseEarlyCapture />
          {fallback(error, retryLoad)}
        </>
      )}
      onRetry={retry}
    >
      <ReleaseEarlyCapture />
      <Remote {...props} />
    </RetryBoundary>
  );
}
