/**
 * What the local stand-ins of upstreams (openai-standin.mjs, ebay-standin.mjs,
 * openlibrary-standin.mjs) share: listening on a port, and, run as a command, reading their options,
 * starting, saying where they listen, and stopping cleanly on Ctrl-C or SIGTERM.
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

/**
 * Starts a stand-in's `server` on `host:port` (0: any free port) and resolves with its `port`, its
 * `url` (with `path`, the API's root) and `close()`, beside `extras` (the stand-in's test controls).
 * `close()` first ends the answers held in `hanging` (a stand-in's "hang" case) and every open
 * connection, so a test never waits on a reply that will not come.
 */
export function listenStandIn(server, { port, host, path = '', hanging }, extras = {}) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actualPort = server.address().port;
      resolve({
        port: actualPort,
        url: `http://${host}:${actualPort}${path}`,
        close: () =>
          new Promise((done) => {
            if (hanging) {
              for (const res of hanging) res.destroy();
              server.closeAllConnections();
            }
            server.close(() => done());
          }),
        ...extras,
      });
    });
  });
}
