import { probeFraming } from '../api/probeFraming';

const URL_ = 'https://www.mercari.com/sell/';
const signal = () => new AbortController().signal;

function stubFetch(impl: () => Promise<Response>) {
  const fetch = jest.fn(impl);
  Object.assign(globalThis, { fetch });
  return fetch;
}

const response = (status: number, headers: Record<string, string> = {}) =>
  ({ ok: status >= 200 && status < 300, status, url: URL_, headers: new Headers(headers) }) as Response;

describe('probeFraming', () => {
  it('asks without credentials, in CORS mode, bypassing the cache', async () => {
    const fetch = stubFetch(() => Promise.resolve(response(200)));
    await probeFraming(URL_, signal());
    expect(fetch).toHaveBeenCalledWith(
      URL_,
      expect.objectContaining({ mode: 'cors', credentials: 'omit', cache: 'no-store' }),
    );
  });

  it.each([
    ['a readable page with no framing headers', () => Promise.resolve(response(200)), 'allowed'],
    [
      'a readable page sent with X-Frame-Options: DENY',
      () => Promise.resolve(response(200, { 'x-frame-options': 'DENY' })),
      'refused',
    ],
    ['a readable error page', () => Promise.resolve(response(404)), 'refused'],
    [
      'a page that is not readable (CORS) or not reachable',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'unknown',
    ],
  ])('%s → %s', async (_case, impl, verdict) => {
    stubFetch(impl);
    await expect(probeFraming(URL_, signal())).resolves.toBe(verdict);
  });
});
