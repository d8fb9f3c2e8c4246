import { framingVerdict } from '../api/framingVerdict';

const EMBEDDER = 'https://snap.example';
const headers = (values: Record<string, string>) => new Headers(values);

describe('framingVerdict', () => {
  it.each([
    ['no framing headers', {}, 'allowed'],
    ['X-Frame-Options: DENY', { 'x-frame-options': 'DENY' }, 'refused'],
    ['X-Frame-Options: deny, in any case', { 'x-frame-options': 'deny' }, 'refused'],
    ['X-Frame-Options: SAMEORIGIN from another origin', { 'x-frame-options': 'SAMEORIGIN' }, 'refused'],
    [
      'an unknown X-Frame-Options value (browsers ignore it)',
      { 'x-frame-options': 'ALLOW-FROM https://snap.example' },
      'allowed',
    ],
    ["frame-ancestors 'none'", { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" }, 'refused'],
    ["frame-ancestors 'self' from another origin", { 'content-security-policy': "frame-ancestors 'self'" }, 'refused'],
    ['frame-ancestors *', { 'content-security-policy': 'frame-ancestors *' }, 'allowed'],
    [
      'frame-ancestors listing the embedder',
      { 'content-security-policy': 'frame-ancestors https://other.example https://snap.example' },
      'allowed',
    ],
    [
      'frame-ancestors with a wildcard subdomain that does not match',
      { 'content-security-policy': 'frame-ancestors https://*.snap.example' },
      'refused',
    ],
    ['frame-ancestors by scheme', { 'content-security-policy': 'frame-ancestors https:' }, 'allowed'],
    [
      'frame-ancestors with the wrong port',
      { 'content-security-policy': 'frame-ancestors https://snap.example:8443' },
      'refused',
    ],
    [
      'frame-ancestors overriding X-Frame-Options: DENY',
      { 'content-security-policy': 'frame-ancestors *', 'x-frame-options': 'DENY' },
      'allowed',
    ],
    [
      'two policies, one refusing',
      { 'content-security-policy': "frame-ancestors *, frame-ancestors 'none'" },
      'refused',
    ],
    ['a policy without frame-ancestors', { 'content-security-policy': "script-src 'self'" }, 'allowed'],
  ])('%s → %s', (_case, values, verdict) => {
    expect(framingVerdict(headers(values), 'https://www.mercari.com/sell/', EMBEDDER)).toBe(verdict);
  });

  it.each([
    ['https://app.snap.example', 'https://*.snap.example', 'allowed'],
    ['http://127.0.0.1:4100', 'http://127.0.0.1:4100', 'allowed'],
    ['http://127.0.0.1:4100', 'http://127.0.0.1:*', 'allowed'],
    ['http://127.0.0.1:4100', '127.0.0.1', 'refused'],
  ])('embedder %s against frame-ancestors %s → %s', (embedder, source, verdict) => {
    expect(
      framingVerdict(
        headers({ 'content-security-policy': `frame-ancestors ${source}` }),
        'https://www.mercari.com/sell/',
        embedder,
      ),
    ).toBe(verdict);
  });

  it("allows SAMEORIGIN and 'self' for a page on the embedder's own origin", () => {
    expect(framingVerdict(headers({ 'x-frame-options': 'SAMEORIGIN' }), 'https://snap.example/page', EMBEDDER)).toBe(
      'allowed',
    );
    expect(
      framingVerdict(
        headers({ 'content-security-policy': "frame-ancestors 'self'" }),
        'https://snap.example/page',
        EMBEDDER,
      ),
    ).toBe('allowed');
  });
});
