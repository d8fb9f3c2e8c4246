import { EXPOSED } from '@snap/shared';
import { resetWarmedRemotes, warmLoad, warmRemote } from '../warmRemote';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => resetWarmedRemotes());

describe('warmRemote', () => {
  it('loads a remote once however often the visitor shows intent', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => null }));
    warmRemote(EXPOSED.capture, load);
    warmRemote(EXPOSED.capture, load);
    await settle();
    warmRemote(EXPOSED.capture, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(EXPOSED.capture);
  });

  it('warms each remote on its own', () => {
    const load = jest.fn(() => Promise.resolve({ default: () => null }));
    warmRemote(EXPOSED.capture, load);
    warmRemote(EXPOSED.auth, load);
    expect(load.mock.calls).toEqual([[EXPOSED.capture], [EXPOSED.auth]]);
  });

  it.each([
    ['a load that fails', () => Promise.reject(new Error('offline'))],
    [
      'the fallback module of a remote that is down',
      () => Promise.resolve({ default: () => null, __remoteUnavailable: true }),
    ],
  ])('tries again on the next signal after %s', async (_name, outcome) => {
    const load = jest.fn(outcome);
    warmRemote(EXPOSED.capture, load);
    await settle();
    warmRemote(EXPOSED.capture, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("hands its load to the route, which sees that load's outcome instead of starting another", async () => {
    const refused = new Error('needs a newer React');
    const load = jest.fn(() => Promise.reject(refused));
    warmRemote(EXPOSED.capture, load);
    const taken = warmLoad(EXPOSED.capture);
    await expect(taken).rejects.toBe(refused);
    expect(load).toHaveBeenCalledTimes(1);
    // Failed, it is forgotten: the route's Retry loads afresh.
    expect(warmLoad(EXPOSED.capture)).toBeUndefined();
  });
});
