import { useContext, type ReactNode } from 'react';
import type { ExposedModuleId } from '@snap/shared';
import { RetryBoundary, useRetryableLazy } from '@snap/shared/retry';
import { ReleaseRouteShell } from '../shell/routeShell';
import { PrerenderedRemotes } from './prerenderedRemotes';
import { loadCurrentRelease } from './staleRelease';

export interface RemoteModuleProps<P> {
  id: ExposedModuleId;
  props: P;
  loading: ReactNode;
  fallback(error: Error, retry: () => void): ReactNode;
}

/**
 * A remote's exposed component as a retryable lazy part (@snap/shared/retry): the third failure
 * layer, after resiliencePlugin's two. Callers key this by `id` so a different module starts fresh.
 * The remote's first commit, or its fallback's, takes the page's route shell away (routeShell.tsx).
 */
export function RemoteModule<P extends object>(props: RemoteModuleProps<P>) {
  const Prerendered = useContext(PrerenderedRemotes)[props.id];
  return Prerendered ? <Prerendered {...props.props} /> : <LoadedRemoteModule {...props} />;
}

function LoadedRemoteModule<P extends object>({ id, props, loading, fallback }: RemoteModuleProps<P>) {
  const [Remote, retry] = useRetryableLazy(() => loadCurrentRelease<P>(id));
  return (
    <RetryBoundary
      loading={loading}
      fallback={(error, retryLoad) => (
        <>
          <ReleaseRouteShell />
          {fallback(error, retryLoad)}
        </>
      )}
      onRetry={retry}
    >
      <ReleaseRouteShell />
      <Remote {...props} />
    </RetryBoundary>
  );
}
