/**
 * Spec §8 for the listings store: an operation is tried up to 3 times, except when the answer is
 * that the seller may not do it (permission-denied, unauthenticated), which no retry can change.
 * Pure wiring with the wait passed in, so tests run without timers.
 */
export const LISTINGS_TRIES = 3;

const FINAL_CODES = new Set(['permission-denied', 'unauthenticated']);

/** A Firestore error's code without the 'firestore/' prefix some errors carry; '' for anything else. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^firestore\//, '') : '';
}

export function isFinalError(error: unknown): boolean {
  return FINAL_CODES.has(errorCode(error));
}

const backoff = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 250 * 2 ** attempt));

export async function withRetry<T>(
  operation: () => Promise<T>,
  wait: (attempt: number) => Promise<void> = backoff,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= LISTINGS_TRIES || isFinalError(error)) throw error;
      await wait(attempt);
    }
  }
}
