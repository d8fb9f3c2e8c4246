/**
 * Playwright-style auto-waiting for drivers without it: an action retries finding its element
 * until it appears (the app renders routes and remotes asynchronously), up to a deadline.
 */
const ACTION_TIMEOUT_MS = 20_000;
const RETRY_EVERY_MS = 100;

export async function untilFound(find: () => Promise<number>, what: string): Promise<void> {
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  while ((await find()) === 0) {
    if (Date.now() > deadline) throw new Error(`${what} did not appear within ${ACTION_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS)); // the polling interval, not a wait for the app
  }
}
