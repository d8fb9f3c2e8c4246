/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, fallbackMs);
}
