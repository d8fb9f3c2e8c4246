import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStaticServer } from '../serve-static.mjs';

const root = join(__dirname, '..', '..');
const hostHeaders = Object.fromEntries(
  JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'))
    .hosting.find((site) => site.target === 'host')
    .headers.find((rule) => rule.source === '**')
    .headers.map(({ key, value }) => [key, value]),
);

/** A build with the host's pages (index.html, camera.html, 200.html) and a hashed script. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  for (const page of ['index.html', 'camera.html', '200.html']) writeFileSync(join(dir, page), `<p>${page}</p>`);
  writeFileSync(join(dir, 'main.a1b2c3d4e5.js'), 'void 0;');
  return dir;
}

const servers = [];
async function serve(options) {
  const server = await startStaticServer({ port: 0, spa: false, files: {}, ...options });
  servers.push(server);
  return (path) => fetch(`http://127.0.0.1:${server.address().port}${path}`);
}

const dir = fakeBuild();
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe('the static server of the production build', () => {
  let host;
  beforeAll(async () => {
    host = await serve({ dir, spa: true });
  });

  it("sends the host's pages the Cross-Origin-Opener-Policy firebase.json gives the host", async () => {
    // The Google sign-in popup keeps its opener (signInWithPopup reads its result through it).
    expect(hostHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    for (const path of ['/', '/camera', '/auth/signup']) {
      const page = await host(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cross-origin-opener-policy')).toBe(hostHeaders['Cross-Origin-Opener-Policy']);
    }
  });

  it('sends it with pages only, and never for a remote', async () => {
    expect((await host('/main.a1b2c3d4e5.js')).headers.get('cross-origin-opener-policy')).toBeNull();
    const remote = await serve({ dir, allowOrigins: ['http://127.0.0.1:4100'] });
    expect((await remote('/index.html')).headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
