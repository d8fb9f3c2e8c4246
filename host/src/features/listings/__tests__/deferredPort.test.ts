import type { ListingsPort } from '@snap/shared';
import { deferredPort } from '../deferredPort';
import { LISTINGS_READ_FAILED } from '../subscribeWithRetry';

const real = () =>
  ({ get: jest.fn(() => Promise.resolve(null)), subscribe: jest.fn(() => jest.fn()) }) as unknown as ListingsPort;

describe('deferredPort', () => {
  it('calls wait for the store, which is loaded once', async () => {
    const store = real();
    const load = jest.fn(() => Promise.resolve(store));
    const port = deferredPort(load);
    await port.get('a');
    await port.get('b');
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.get).toHaveBeenCalledWith('b');
  });

  it('a failed download is tried again by the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real());
    const port = deferredPort(load);
    await expect(port.get('a')).rejects.toThrow('offline');
    await expect(port.get('a')).resolves.toBeNull();
  });

  it('a subscription that cannot start reports a readable error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onChange = jest.fn();
    deferredPort(() => Promise.reject(new Error('offline'))).subscribe(onChange);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onChange).toHaveBeenCalledWith({
      listings: [],
      loading: false,
      error: LISTINGS_READ_FAILED,
      fromCache: false,
    });
    warn.mockRestore();
  });

  it('unsubscribing before the store arrives never starts the listener', async () => {
    const store = real();
    const port = deferredPort(() => Promise.resolve(store));
    port.subscribe(jest.fn())();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.subscribe).not.toHaveBeenCalled();
  });
});
