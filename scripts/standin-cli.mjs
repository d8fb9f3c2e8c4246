/**
 * What the local stand-ins of upstreams (openai-standin.mjs, ebay-standin.mjs) do when run as a
 * command: read their options, start, say where they listen, and stop cleanly on Ctrl-C or SIGTERM.
 */

/** The number after `name` on the command line, else `fallback`. */
export function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

/** Runs `start()` (resolving to `{ url, close() }`) until the process is told to stop; exits 1 if it cannot start. */
export function serveUntilStopped(label, port, start) {
  start().then(
    (standIn) => {
      console.info(`${label} listening on ${standIn.url}`);
      const stop = () => standIn.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(`${label} could not start on port ${port}:`, error.message);
      process.exit(1);
    },
  );
}
