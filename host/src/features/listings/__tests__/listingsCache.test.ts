import { answersTooEarly, listingsCacheKind } from '../listingsCache';
import { isWebKitEngine } from '../webkitEngine';

// Real user agents, as each browser sends them.
const AGENTS = {
  safariIos18:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariMac17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  webkitGtkMiniBrowser:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edgeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  debianChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/140.0.0.0 Chrome/140.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0',
};

describe('where the listings cache lives', () => {
  it.each(['safariIos18', 'safariMac17', 'chromeIos', 'webkitGtkMiniBrowser'] as const)(
    '%s is WebKit: memory, since its back/forward cache holds IndexedDB transactions open',
    (agent) => {
      expect(isWebKitEngine(AGENTS[agent])).toBe(true);
      expect(listingsCacheKind(AGENTS[agent])).toBe('memory');
    },
  );

  it.each(['chromeAndroid', 'edgeDesktop', 'debianChromium', 'firefoxAndroid'] as const)(
    '%s keeps the cache in IndexedDB, shared by its tabs',
    (agent) => {
      expect(isWebKitEngine(AGENTS[agent])).toBe(false);
      expect(listingsCacheKind(AGENTS[agent])).toBe('indexeddb');
    },
  );
});

describe('an empty answer from the cache before the server has answered', () => {
  it('is held back with the cache in memory (a fresh page offline knows nothing yet)', () => {
    expect(answersTooEarly('memory', { fromCache: true, empty: true }, false)).toBe(true);
  });

  it.each([
    {
      why: 'the server answered before (the seller removed everything)',
      kind: 'memory',
      fromCache: true,
      empty: true,
      serverAnswered: true,
    },
    { why: 'listings written on this page', kind: 'memory', fromCache: true, empty: false, serverAnswered: false },
    { why: "the server's own answer", kind: 'memory', fromCache: false, empty: true, serverAnswered: false },
    {
      why: 'an IndexedDB cache holds what the device saw',
      kind: 'indexeddb',
      fromCache: true,
      empty: true,
      serverAnswered: false,
    },
  ] as const)('is passed on: $why', ({ kind, fromCache, empty, serverAnswered }) => {
    expect(answersTooEarly(kind, { fromCache, empty }, serverAnswered)).toBe(false);
  });
});
