import type { ListingsPort, ListingsSnapshot, SavedListing } from '@snap/shared';
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

  describe('with a first read', () => {
    const lamp = { id: 'lamp', itemName: 'Desk lamp' } as SavedListing;
    const vase = { id: 'vase', itemName: 'Vase' } as SavedListing;
    const snapshot = (listings: SavedListing[], fromCache: boolean): ListingsSnapshot => ({
      listings,
      loading: false,
      error: null,
      fromCache,
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    /** A store whose live list the test drives: `send` passes a snapshot to the subscriber. */
    function liveStore() {
      let listener: ((snapshot: ListingsSnapshot) => void) | undefined;
      const store = {
        subscribe: jest.fn((onChange: (snapshot: ListingsSnapshot) => void) => {
          listener = onChange;
          return jest.fn();
        }),
      } as unknown as ListingsPort;
      return { store, send: (s: ListingsSnapshot) => listener?.(s) };
    }

    it('shows the listings it read, and fetches the store only once that is done', async () => {
      const { store } = liveStore();
      const load = jest.fn(() => Promise.resolve(store));
      let answer!: (listings: SavedListing[]) => void;
      const onChange = jest.fn();
      deferredPort(load, () => new Promise((resolve) => (answer = resolve))).subscribe(onChange);
      await settle();
      expect(load).not.toHaveBeenCalled();
      answer([lamp]);
      await settle();
      expect(onChange).toHaveBeenCalledWith(snapshot([lamp], false));
      expect(load).toHaveBeenCalledTimes(1);
      expect(store.subscribe).toHaveBeenCalled();
    });

    it("keeps what it read over the store's cache until the store hears from the server", async () => {
      const { store, send } = liveStore();
      const onChange = jest.fn();
      deferredPort(
        () => Promise.resolve(store),
        async () => [lamp],
      ).subscribe(onChange);
      await settle();
      send(snapshot([], true));
      expect(onChange).toHaveBeenLastCalledWith(snapshot([lamp], false));
      send(snapshot([vase, lamp], false));
      expect(onChange).toHaveBeenLastCalledWith(snapshot([vase, lamp], false));
    });

    it('a first read that fails leaves the listing to the store, cache included', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { store, send } = liveStore();
      const onChange = jest.fn();
      deferredPort(
        () => Promise.resolve(store),
        () => Promise.reject(new Error('offline')),
      ).subscribe(onChange);
      await settle();
      send(snapshot([lamp], true));
      expect(onChange).toHaveBeenCalledWith(snapshot([lamp], true));
      warn.mockRestore();
    });

    it('a read started ahead is the one the next subscription shows; the one after reads again', async () => {
      const { store } = liveStore();
      const firstRead = jest.fn(async () => [lamp]);
      const port = deferredPort(() => Promise.resolve(store), firstRead);
      port.readAhead();
      port.readAhead();
      expect(firstRead).toHaveBeenCalledTimes(1);
      const onChange = jest.fn();
      port.subscribe(onChange);
      await settle();
      expect(firstRead).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith(snapshot([lamp], false));
      port.subscribe(jest.fn());
      expect(firstRead).toHaveBeenCalledTimes(2);
    });

    it('unsubscribing while it reads never shows its answer nor starts the store', async () => {
      const { store } = liveStore();
      const onChange = jest.fn();
      deferredPort(
        () => Promise.resolve(store),
        async () => [lamp],
      ).subscribe(onChange)();
      await settle();
      expect(onChange).not.toHaveBeenCalled();
      expect(store.subscribe).not.toHaveBeenCalled();
    });
  });
});
