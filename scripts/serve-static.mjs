#!/usr/bin/env node
/**
 * Static file server for a built app, shaped like the production CDN: gzip, immutable caching for
 * hashed chunks, no-cache for entry points (index.html, mf-manifest.json, remoteEntry.js, configs),
 * CORS so the host (and only the host, when told its origins) may load remotes from other origins,
 * and an SPA fallback for the host, whose pages get the host's Cross-Origin-Opener-Policy.
 *
 *   node scripts/serve-static.mjs <dir> [--port N] [--spa] [--file /url=path ...]
 *
 * `--file` serves a deploy-time file (such as /app-config.json) from outside the build.
 * Binds 127.0.0.1 only.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const NO_CACHE = /(^|\/)([^/]*\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|[^/]*config\.json)$/;
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/;

/**
 * What firebase.json sends with the host's pages and a local run must behave like (a unit test
 * compares them). `--spa` is the host's build: the remotes are served without it.
 * same-origin-allow-popups: other origins' windows get no handle on the host's, while the Google
 * sign-in popup the host opens keeps its opener, which signInWithPopup reads its result through.
 */
export const HOST_PAGE_HEADERS = { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' };

export function parseArgs(argv) {
  const options = { dir: null, port: 8080, spa: false, files: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--port') options.port = Number(argv[(i += 1)]);
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--file') {
      const [url, path] = argv[(i += 1)].split('=');
      options.files[url] = resolve(path);
    } else options.dir = resolve(arg);
  }
  if (!options.dir) throw new Error('usage: serve-static.mjs <dir> [--port N] [--spa] [--file /url=path]');
  return options;
}

async function findFile(root, pathname, spa) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) return findFile(root, join(safe, 'index.html'), false);
  } catch {
    // fall through to the SPA fallback
  }
  // A route with a page of its own (the host's /camera → camera.html), as Firebase
  // Hosting's cleanUrls serves it.
  if (spa && !extname(safe) && safe !== '') {
    const page = `${candidate}.html`;
    if (
      await stat(page).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      return page;
  }
  // Unknown paths without an extension are client-side routes. A build whose index.html is a
  // prerendered page (the host's `/`) ships the plain shell as 200.html for every other route.
  if (spa && !extname(safe))
    return (await stat(join(root, '200.html')).then(
      () => true,
      () => false,
    ))
      ? join(root, '200.html')
      : join(root, 'index.html');
  return null;
}

/** '*' without a list (a remote served on its own); with one, only a listed origin, as Hosting answers. */
function allowOrigin(res, origin, allowOrigins) {
  if (!allowOrigins) res.setHeader('Access-Control-Allow-Origin', '*');
  else {
    res.setHeader('Vary', 'Origin');
    if (origin && allowOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
  }
}

/**
 * `canonicalHost` ('127.0.0.1:4100'): a request under another name of this machine (localhost) is
 * sent there. The Auth emulator's helper iframe is served from 127.0.0.1:9099, the same site only
 * as 127.0.0.1: under localhost Chromium partitions its storage, and a Google sign-in that falls
 * back to a redirect never completes.
 */
export function startStaticServer({ dir, port, spa, files, allowOrigins, canonicalHost }) {
  const gzCache = new Map();
  const server = createServer(async (req, res) => {
    if (canonicalHost && req.headers.host && req.headers.host !== canonicalHost) {
      res.writeHead(308, { Location: `http://${canonicalHost}${req.url ?? '/'}` }).end();
      return;
    }
    allowOrigin(res, req.headers.origin, allowOrigins);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file = files[pathname] ?? (await findFile(dir, pathname, spa));
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': NO_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: allowOrigins ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
    };
    if (spa && extname(file) === '.html') Object.assign(headers, HOST_PAGE_HEADERS);
    if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
      const key = `${file}:${(await stat(file)).mtimeMs}`;
      if (!gzCache.has(key)) gzCache.set(key, gzipSync(body, { level: 6 }));
      body = gzCache.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2));
  if (process.env.PORT && !process.argv.includes('--port')) options.port = Number(process.env.PORT);
  startStaticServer(options).then(() =>
    process.stdout.write(`serving ${options.dir} at http://127.0.0.1:${options.port}\n`),
  );
}
