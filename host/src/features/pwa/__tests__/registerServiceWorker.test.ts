import {
  SERVICE_WORKER_URL,
  registerServiceWorker,
  unregisterServiceWorkers,
  type ServiceWorkerEnvironment,
} from '../registerServiceWorker';

function fakeEnvironment({ controlled }: { controlled: boolean }) {
  const postMessage = jest.fn();
  const listeners: ((urls: string[]) => void)[] = [];
  const unregister = jest.fn().mockResolvedValue(true);
  const serviceWorker = {
    register: jest.fn().mockResolvedValue({}),
    ready: Promise.resolve({ active: { postMessage } }),
    controller: controlled ? {} : null,
    getRegistrations: jest.fn().mockResolvedValue([{ unregister }, { unregister }]),
  };
  const env = {
    serviceWorker,
    loadedUrls: () => ['https://snap.example/main.a1b2c3d4e5.js', 'https://capture.snap.example/mf-manifest.json'],
    onLoaded: (listener: (urls: string[]) => void) => listeners.push(listener),
  } as unknown as ServiceWorkerEnvironment;
  return { env, serviceWorker, postMessage, listeners, unregister };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { env, serviceWorker } = fakeEnvironment({ controlled: true });
    await registerServiceWorker(env);
    expect(serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('on a visit it did not control, hands the worker what the page loaded and loads later (CACHE_URLS)', async () => {
    const { env, postMessage, listeners } = fakeEnvironment({ controlled: false });
    await registerServiceWorker(env);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: ['https://snap.example/main.a1b2c3d4e5.js', 'https://capture.snap.example/mf-manifest.json'],
      },
    });
    listeners.forEach((listener) => listener(['https://capture.snap.example/352.a1b2c3d4e5.js']));
    listeners.forEach((listener) => listener([]));
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenLastCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['https://capture.snap.example/352.a1b2c3d4e5.js'] },
    });
  });

  it('on a controlled visit sends nothing: the worker already saw every request', async () => {
    const { env, postMessage, listeners } = fakeEnvironment({ controlled: true });
    await registerServiceWorker(env);
    expect(postMessage).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(0);
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(
      registerServiceWorker({ serviceWorker: undefined, loadedUrls: () => [], onLoaded: () => undefined }),
    ).resolves.toBeUndefined();
  });

  it('outside production removes any worker left from a production run on the same port', async () => {
    const { env, unregister } = fakeEnvironment({ controlled: true });
    await unregisterServiceWorkers(env);
    expect(unregister).toHaveBeenCalledTimes(2);
  });
});
