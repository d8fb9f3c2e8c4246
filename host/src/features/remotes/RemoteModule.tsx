import type { ReactNode } from 'react';
import type { ExposedModuleId } from '@snap/shared';
import { RetryBoundary, useRetryableLazy } from '@snap/shared/retry';
import { loadCurrentRelease } from './staleRelease';
import { warmLoad } from './warmRemote';

export interface RemoteModuleProps<P> {
  id: ExposedModuleId;
  props: P;
  loading: ReactNode;
  fallback(error: Error, retry: () => void): ReactNode;
  /**
   * Drawn in the same commit as whatever first takes the loading state's place, the remote or its
   * fallback: a caller whose page shows something of its own until then (the /camera route's early
   * screen) takes it away here, so the two are never both on screen nor neither.
   */
  shownWith?: ReactNode;
}

/**
 * A remote's exposed component as a retryable lazy part (@snap/shared/retry): the third failure
 * layer, after resiliencePlugin's two. Callers key this by `id` so a different module starts fresh.
 */
export function RemoteModule<P extends object>({ id, props, loading, fallback, shownWith }: RemoteModuleProps<P>) {
  const [Remote, retry] = useRetryableLazy(() => warmLoad<P>(id) ?? loadCurrentRelease<P>(id));
  return (
    <RetryBoundary
      loading={loading}
      fallback={(error, retryLoad) => (
        <>
          {shownWith}
          {fallback(error, retryLoad)}
        </>
      )}
      onRetry={retry}
    >
      {shownWith}
      <Remote {...props} />
    </RetryBoundary>
  );
}
