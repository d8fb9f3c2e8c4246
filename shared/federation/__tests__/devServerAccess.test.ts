/**
 * @jest-environment node
 */
import { isAllowedRequest, loopbackOrigins } from '../devServerAccess';

// A remote on 4101 answering its own pages and the host's (4100).
const allowed = loopbackOrigins([4101, 4100]);
const script = (referer: string | undefined, host = '127.0.0.1:4101') => ({
  host,
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'no-cors',
  ...(referer ? { referer } : {}),
});

describe('isAllowedRequest', () => {
  it.each([
    ['the host page at localhost loading a script', script('http://localhost:4100/camera')],
    ['the host page at 127.0.0.1 loading a chunk', script('http://127.0.0.1:4100/')],
    ["the remote's own page", { host: 'localhost:4101', 'sec-fetch-site': 'same-origin' }],
    [
      'the manifest fetched by the host page',
      {
        host: '127.0.0.1:4101',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'cors',
        origin: 'http://localhost:4100',
      },
    ],
    ['the HMR websocket from the host page', { host: '127.0.0.1:4101', origin: 'http://localhost:4100' }],
    ['a typed address', { host: '127.0.0.1:4101', 'sec-fetch-site': 'none' }],
    ['a readiness poll without browser headers', { host: '127.0.0.1:4101' }],
  ])('lets in %s', (_, headers) => {
    expect(isAllowedRequest(headers, 4101, allowed)).toBe(true);
  });

  it.each([
    ['another site loading a script', script('https://evil.example/')],
    ['another local app loading a script', script('http://localhost:3000/')],
    ['a script request with its referrer hidden', script(undefined)],
    ['a websocket from another site', { host: '127.0.0.1:4101', origin: 'https://evil.example' }],
    ['a rebound DNS name', { host: 'evil.example:4101' }],
    ['a Host naming another port', { host: '127.0.0.1:4102' }],
    ['no Host at all', {}],
  ])('refuses %s', (_, headers) => {
    expect(isAllowedRequest(headers, 4101, allowed)).toBe(false);
  });
});

describe('loopbackOrigins', () => {
  it('names each port at localhost and at 127.0.0.1', () => {
    expect([...loopbackOrigins([4100])]).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);
  });
});
