import { createRateLimiter } from '../rateLimiter';

describe('createRateLimiter', () => {
  it('allows up to the limit per key and window, then refuses with the time left', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limiter.hit('a').allowed).toBe(true);
    time = 15_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    time = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets finished windows once many keys pile up', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => time });
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`ip-${i}`);
    time = 1000;
    limiter.hit('new');
    expect(limiter.hit('ip-0').allowed).toBe(true);
    expect(limiter.hit('ip-0').allowed).toBe(false);
  });
});
