import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { ExposedModuleId } from '@snap/shared';
import { loadExposed } from './loadExposed';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemoteModuleProps<P> {
  id: ExposedModuleId;
  props: P;
  loading: ReactNode;
  fallback(error: Error, retry: () => void): ReactNode;
}

const lazyRemote = <P,>(id: ExposedModuleId): ComponentType<P> => lazy(() => loadExposed<P>(id)) as unknown as ComponentType<P>;

/**
 * Renders a remote's exposed component. React.lazy caches a rejection, so Retry builds a new lazy
 * component. Callers key this by `id` so a different module always starts fresh.
 */
export function RemoteModule<P extends object>({ id, props, loading, fallback }: RemoteModuleProps<P>) {
  const [Remote, setRemote] = useState(() => lazyRemote<P>(id));
  return (
    <RemoteBoundary fallback={fallback} onRetry={() => setRemote(() => lazyRemote<P>(id))}>
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
