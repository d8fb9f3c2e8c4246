/**
 * @snap/shared/retry: one way to show a part that loads lazily and may fail (a remote's screen or
 * dialog, a chunk of a screen), used by the host and every remote.
 *
 *   const [Part, retry] = useRetryableLazy((attempt, cause) => import('./Part'));
 *   <RetryBoundary loading={<Spinner />} onRetry={retry} fallback={(error, again) => <Failed onRetry={again} />}>
 *     <Part />
 *   </RetryBoundary>
 *
 * - `useRetryableLazy(load)` gives a lazy component and `retry(cause?)`. React.lazy keeps a failed
 *   load forever, so `retry` builds a new one, calling `load(attempt, cause)` again (attempt 0 is
 *   the first load; `cause` is the failure Retry answers, e.g. to fetch a fresh manifest first).
 * - `RetryBoundary` holds the Suspense (`loading`) and the error boundary (`fallback`): whatever the
 *   part throws, at load or at render, stays inside it. Its `retry` calls `onRetry(error)`, then
 *   clears. A changed `retryKey` retries by itself (a dialog opened again).
 *
 * A subpath, not the singleton entry: each app bundles this from source, so a remote deployed
 * before the host never asks the host's copy of @snap/shared for something it lacks.
 */
export { RetryBoundary, type RetryBoundaryProps } from './RetryBoundary';
export { useRetryableLazy, type LazyLoader } from './useRetryableLazy';
