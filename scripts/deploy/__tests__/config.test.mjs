import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  buildAppConfig,
  buildFirebaseJson,
  deployVars,
  DeployConfigError,
  fillTemplate,
  validateAppConfig,
} from '../config.mjs';

const root = join(__dirname, '..', '..', '..');
const template = readFileSync(join(root, 'deploy', 'app-config.template.json'), 'utf8');
const firebaseJson = readFileSync(join(root, 'firebase.json'), 'utf8');

const productionEnv = {
  FIREBASE_PROJECT_ID: 'snap-price-sell',
  FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample123',
  FIREBASE_APP_ID: '1:123:web:abc',
  HOSTING_SITE_HOST: 'snap-price-sell',
  HOSTING_SITE_REMOTE_CAPTURE: 'snap-price-sell-capture',
  HOSTING_SITE_REMOTE_SHARE: 'snap-price-sell-share',
  HOSTING_SITE_REMOTE_ACCOUNT: 'snap-price-sell-account',
};

describe('fillTemplate', () => {
  it('fills every placeholder', () => {
    expect(fillTemplate('${A}/x/${B}', { A: 'a', B: 'b' })).toBe('a/x/b');
  });

  it('names every unset value at once', () => {
    expect(() => fillTemplate('${A} ${B} ${C}', { B: 'b' })).toThrow(/A is not set[\s\S]*C is not set/);
  });
});

describe('deployVars', () => {
  it('derives each origin from its Hosting site and the gateway from the project', () => {
    const vars = deployVars(productionEnv);
    expect(vars.HOST_ORIGIN).toBe('https://snap-price-sell.web.app');
    expect(vars.REMOTE_ORIGINS).toBe(
      'https://snap-price-sell-capture.web.app https://snap-price-sell-share.web.app https://snap-price-sell-account.web.app',
    );
    expect(vars.GATEWAY_URL).toBe('https://us-central1-snap-price-sell.cloudfunctions.net/api');
    expect(vars.GATEWAY_ORIGIN).toBe('https://us-central1-snap-price-sell.cloudfunctions.net');
    expect(vars.AUTH_FRAME_ORIGINS).toBe('https://snap-price-sell.firebaseapp.com');
  });

  it('lets a custom domain override a site', () => {
    expect(deployVars({ ...productionEnv, HOST_ORIGIN: 'https://snap.example' }).HOST_ORIGIN).toBe(
      'https://snap.example',
    );
  });
});

describe('buildAppConfig', () => {
  it('fills the template into a valid production config without emulators', () => {
    const config = buildAppConfig(template, deployVars(productionEnv));
    expect(config.remotes.remote_share).toBe('https://snap-price-sell-share.web.app/mf-manifest.json');
    expect(config.firebase).toEqual({
      apiKey: productionEnv.FIREBASE_API_KEY,
      authDomain: 'snap-price-sell.firebaseapp.com',
      projectId: 'snap-price-sell',
      appId: '1:123:web:abc',
    });
    expect(config).not.toHaveProperty('emulators');
  });

  it('refuses to build without the public Firebase config', () => {
    expect(() => buildAppConfig(template, deployVars({ ...productionEnv, FIREBASE_API_KEY: '' }))).toThrow(
      DeployConfigError,
    );
  });
});

describe('validateAppConfig', () => {
  const valid = () => buildAppConfig(template, deployVars(productionEnv));

  it('accepts a filled production config', () => {
    expect(validateAppConfig(valid())).toEqual([]);
  });

  it("refuses the local stack's config: loopback URLs, emulators, the demo project and key", () => {
    const local = {
      remotes: {
        remote_capture: 'http://127.0.0.1:4101/mf-manifest.json',
        remote_share: 'http://127.0.0.1:4102/mf-manifest.json',
        remote_account: 'http://127.0.0.1:4103/mf-manifest.json',
      },
      gatewayUrl: 'http://127.0.0.1:5001/demo-snap-price-sell/us-central1/api',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-snap-price-sell.firebaseapp.com',
        projectId: 'demo-snap-price-sell',
        appId: 'demo-app',
      },
      emulators: { auth: 'http://127.0.0.1:9099' },
    };
    const problems = validateAppConfig(local);
    expect(problems.filter((problem) => problem.includes('points at this machine'))).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        'emulators must not be set in a production config',
        "firebase.projectId 'demo-snap-price-sell' is a local demo project",
        'firebase.apiKey is the local demo key',
      ]),
    );
    expect(validateAppConfig(local, { allowLoopback: true })).toEqual([]);
  });

  it('refuses plain http, a URL that is not a manifest, an unknown remote and a missing field', () => {
    const config = valid();
    config.remotes.remote_capture = 'http://capture.example/mf-manifest.json';
    config.remotes.remote_share = 'https://share.example/remoteEntry.js';
    config.remotes.remote_other = 'https://other.example/mf-manifest.json';
    delete config.firebase.appId;
    expect(validateAppConfig(config)).toEqual([
      "remotes.remote_capture must be https (got 'http://capture.example/mf-manifest.json')",
      "remotes.remote_share must end with /mf-manifest.json (got 'https://share.example/remoteEntry.js')",
      'remotes.remote_other is not a known remote',
      'firebase.appId is missing',
    ]);
  });

  it('refuses an unfilled placeholder', () => {
    const config = valid();
    config.gatewayUrl = 'https://${GATEWAY_HOST}/api';
    expect(validateAppConfig(config)).toContain('a ${…} placeholder is left unfilled');
  });
});

describe('buildFirebaseJson', () => {
  const config = buildFirebaseJson(firebaseJson, deployVars(productionEnv));
  const headersOf = (target) =>
    Object.fromEntries(
      config.hosting
        .find((site) => site.target === target)
        .headers.flatMap((rule) => rule.headers.map((header) => [`${rule.source} ${header.key}`, header.value])),
    );

  it('gives the host a CSP naming exactly the remotes, the gateway and Firebase; no inline or eval script', () => {
    // 'wasm-unsafe-eval' lets WebAssembly compile (the barcode reader, in a worker that takes the
    // host page's policy), and nothing else: JavaScript's eval stays refused.
    const csp = headersOf('host')['** Content-Security-Policy'];
    const scriptSrc = /script-src ([^;]*)/.exec(csp)[1];
    expect(scriptSrc).toBe(
      "'self' https://snap-price-sell-capture.web.app https://snap-price-sell-share.web.app https://snap-price-sell-account.web.app https://apis.google.com 'wasm-unsafe-eval'",
    );
    expect(csp).toContain(
      'https://us-central1-snap-price-sell.cloudfunctions.net https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com',
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/);
  });

  it("isolates the host's window from other origins' but keeps the sign-in popup's opener (COOP)", () => {
    // same-origin would cut signInWithPopup off from the Google popup it opened.
    expect(headersOf('host')['** Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('lets only the host use the camera, and sends the other security headers everywhere', () => {
    expect(headersOf('host')['** Permissions-Policy']).toMatch(/^camera=\(self\)/);
    for (const target of ['host', 'remote-capture', 'remote-share', 'remote-account']) {
      const headers = headersOf(target);
      expect(headers['** Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['** X-Content-Type-Options']).toBe('nosniff');
      expect(headers['** Strict-Transport-Security']).toMatch(/^max-age=31536000/);
      if (target !== 'host') expect(headers['** Permissions-Policy']).toMatch(/^camera=\(\)/);
    }
  });

  it('answers CORS from the remotes to the host origin only', () => {
    for (const target of ['remote-capture', 'remote-share', 'remote-account'])
      expect(headersOf(target)['** Access-Control-Allow-Origin']).toBe('https://snap-price-sell.web.app');
  });
});
