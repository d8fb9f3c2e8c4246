import { createUpstreamFetch, retryAfterMs, type Fetch } from '../upstreamFetch';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('retryAfterMs', () => {
  it.each<[Record<string, string>, number | null]>([
    [{}, null],
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'retry-after-ms': '250' }, 250],
    [{ 'retry-after-ms': '250', 'retry-after': '9' }, 250],
    [{ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, 30_000],
    [{ 'retry-after': 'soon' }, null],
  ])('%p → %p', (headers, expected) => {
    expect(retryAfterMs(new Headers(headers), NOW)).toBe(expected);
  });
});

describe('createUpstreamFetch', () => {
  const replyWith =
    (headers: Record<string, string>): Fetch =>
    () =>
      Promise.resolve(new Response('{}', { status: 429, headers }));

  it.each([
    [{ 'retry-after': '1' }, null],
    [{}, null],
    [{ 'retry-after': '30' }, 'false'],
  ])('marks %p as not worth retrying: %p', async (headers, shouldRetry) => {
    const response = await createUpstreamFetch(8000, replyWith(headers))('http://127.0.0.1/v1');
    expect(response.status).toBe(429);
    expect(response.headers.get('x-should-retry')).toBe(shouldRetry);
  });

  it('re-creates a foreign AbortError as an Error with the same name', async () => {
    const foreign = { name: 'AbortError', message: 'This operation was aborted' };
    const failing: Fetch = () => Promise.reject(foreign);
    const error: unknown = await createUpstreamFetch(
      8000,
      failing,
    )('http://127.0.0.1/v1').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AbortError', message: 'This operation was aborted', cause: foreign });
  });
});
