#!/usr/bin/env node
/**
 * A local stand-in for Open Library's Books API, for demo mode and tests: the gateway's book lookup
 * (functions/src/books/openLibraryBooks.ts) talks to it over HTTP as it would to openlibrary.org.
 *
 *   GET /api/books?bibkeys=ISBN:<isbn>&format=json&jscmd=data
 *        → { "ISBN:<isbn>": { title, authors[], publishers[], publish_date, … } } for a book it
 *          knows (DEMO_BOOKS), and `{}` for one it does not, as Open Library answers a miss
 *   GET /health
 *
 *   node scripts/openlibrary-standin.mjs [--port 4112]
 *
 * `setCase` (tests): `normal`, `error` (500) or `hang` (never answers). Binds 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { argValue, listenStandIn, serveUntilStopped } from './standin-cli.mjs';

/** The books it knows, in the fields Open Library's `jscmd=data` answers carry (real editions). */
export const DEMO_BOOKS = {
  9780316030571: {
    title: 'Use of Weapons',
    authors: [{ name: 'Iain M. Banks', url: 'https://openlibrary.org/authors/OL6924809A/Iain_M._Banks' }],
    publishers: [{ name: 'Orbit' }],
    publish_date: 'July 28, 2008',
    number_of_pages: 480,
    key: '/books/OL10426208M',
    url: 'https://openlibrary.org/books/OL10426208M/Use_of_Weapons',
  },
};

export function startOpenLibraryStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  const state = { case: undefined, requests: [] };
  const hanging = new Set();
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    if (req.method !== 'GET' || url.pathname !== '/api/books') return send(res, 404, { error: 'notfound' });
    state.requests.push({ at: Date.now(), query: Object.fromEntries(url.searchParams) });
    if (state.case === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return undefined;
    }
    if (state.case === 'error') return send(res, 500, { error: 'Internal Server Error' });
    const answer = {};
    for (const key of (url.searchParams.get('bibkeys') ?? '').split(',')) {
      const book = DEMO_BOOKS[/^ISBN:(\d{13})$/.exec(key)?.[1] ?? ''];
      if (book) answer[key] = book;
    }
    return send(res, 200, answer);
  });
  return listenStandIn(
    server,
    { port, host, hanging },
    {
      setCase: (kase) => {
        state.case = kase;
      },
      requests: state.requests,
    },
  );
}

// Run directly (not imported): no `import.meta` so that jest can load this file as CommonJS.
if (process.argv[1]?.endsWith('openlibrary-standin.mjs')) {
  const port = argValue('--port', Number(process.env.OPEN_LIBRARY_STANDIN_PORT ?? 4112));
  serveUntilStopped('Open Library stand-in (demo book data)', port, () => startOpenLibraryStandIn({ port }));
}
