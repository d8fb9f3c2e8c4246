import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** Loads the part; `attempt` is 0 the first time, then 1, 2… after each Retry, with its `cause`. */
export type LazyLoader<P> = (attempt: number, cause?: unknown) => Promise<{ default: ComponentType<P> }>;

interface Loaded<P> {
  attempt: number;
  Part: LazyExoticComponent<ComponentType<P>>;
}

const lazyAttempt = <P>(load: LazyLoader<P>, attempt: number, cause?: unknown): Loaded<P> => ({
  attempt,
  Part: lazy(() => load(attempt, cause)),
});

/**
 * A lazy component made once per mount, and `retry` to make a fresh one: React.lazy caches a
 * rejection, so after a failed load only a new component tries the network again. Nothing is
 * fetched until the component renders.
 */
export function useRetryableLazy<P>(
  load: LazyLoader<P>,
): [LazyExoticComponent<ComponentType<P>>, (cause?: unknown) => void] {
  const [loaded, setLoaded] = useState(() => lazyAttempt(load, 0));
  const retry = useCallback(
    (cause?: unknown) => setLoaded((current) => lazyAttempt(load, current.attempt + 1, cause)),
    [load],
  );
  return [loaded.Part, retry];
}
