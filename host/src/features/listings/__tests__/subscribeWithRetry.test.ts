import type { ListingsSnapshot } from '@snap/shared';
import { LISTINGS_READ_FAILED, subscribeWithRetry } from '../subscribeWithRetry';

function fakeListener() {
  const calls: {
    next: (d: { listings: []; fromCache: boolean }) => void;
    fail: (e: unknown) => void;
    stop: jest.Mock;
  }[] = [];
  const listen = jest.fn((next, fail) => {
    const stop = jest.fn();
    calls.push({ next, fail, stop });
    return stop;
  });
  return { listen, calls };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscribeWithRetry', () => {
  it('reports loading until the first answer, then the data and where it came from', () => {
    const { listen, calls } = fakeListener();
    const seen: ListingsSnapshot[] = [];
    subscribeWithRetry(listen, (s) => seen.push(s));
    calls[0].next({ listings: [], fromCache: true });
    expect(seen).toEqual([{ listings: [], loading: false, error: null, fromCache: true }]);
  });

  it('a listener the store refuses at once (stopped under it) is a failure on screen, not a thrown error', async () => {
    const terminated = Object.assign(new Error('The client has already been terminated.'), {
      code: 'failed-precondition',
    });
    const listen = jest.fn(() => {
      throw terminated;
    });
    const seen: ListingsSnapshot[] = [];
    expect(() =>
      subscribeWithRetry(
        listen,
        (s) => seen.push(s),
        () => Promise.resolve(),
      ),
    ).not.toThrow();
    await flush();
    expect(listen).toHaveBeenCalledTimes(3);
    expect(seen.at(-1)).toEqual({ listings: [], loading: false, error: LISTINGS_READ_FAILED, fromCache: false });
  });

  it('keeps the last data with a message on failure and listens again, 3 tries in all', async () => {
    const { listen, calls } = fakeListener();
    const seen: ListingsSnapshot[] = [];
    subscribeWithRetry(
      listen,
      (s) => seen.push(s),
      () => Promise.resolve(),
    );
    calls[0].next({ listings: [], fromCache: false });
    for (let i = 0; i < 3; i += 1) {
      calls[i].fail({ code: 'unavailable' });
      await flush();
    }
    expect(listen).toHaveBeenCalledTimes(3);
    expect(seen.at(-1)).toMatchObject({ error: LISTINGS_READ_FAILED, loading: false });
  });

  it('does not listen again after a permission error', async () => {
    const { listen, calls } = fakeListener();
    subscribeWithRetry(listen, jest.fn(), () => Promise.resolve());
    calls[0].fail({ code: 'permission-denied' });
    await flush();
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('stops the listener and reports nothing more once unsubscribed', () => {
    const { listen, calls } = fakeListener();
    const onChange = jest.fn();
    const unsubscribe = subscribeWithRetry(listen, onChange);
    unsubscribe();
    expect(calls[0].stop).toHaveBeenCalled();
    calls[0].next({ listings: [], fromCache: false });
    expect(onChange).not.toHaveBeenCalled();
  });
});
