/** When a request must be answered by, counted from when the gateway started on it. */
export interface Deadline {
  /** Milliseconds left, never below 0. */
  remainingMs(): number;
}

export function deadlineIn(ms: number, now: () => number = Date.now): Deadline {
  const end = now() + ms;
  return { remainingMs: () => Math.max(0, end - now()) };
}
