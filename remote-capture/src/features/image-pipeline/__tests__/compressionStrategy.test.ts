import type { CompressedImage } from '../core/compressImage';
import { ImagePipelineError } from '../core/pipelineErrors';
import { withFallbacks, type Engines } from '../compressionStrategy';

const done = (): CompressedImage => ({ blob: new Blob(['jpeg']), width: 1280, height: 960, quality: 0.9, encodes: 1 });
const results = { worker: done(), main: done(), img: done() };
class Unavailable extends Error {}

function engines(overrides: Partial<Engines> = {}) {
  return {
    worker: jest.fn(async () => results.worker),
    mainThread: jest.fn(async () => results.main),
    imageElement: jest.fn(async () => results.img),
    isWorkerUnavailable: (error: unknown) => error instanceof Unavailable,
    ...overrides,
  };
}

const file = new File(['photo'], 'photo.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('withFallbacks', () => {
  it('uses the worker when it works', async () => {
    const e = engines();
    await expect(withFallbacks(e)(file)).resolves.toBe(results.worker);
    expect(e.mainThread).not.toHaveBeenCalled();
  });

  it('moves to the main thread for good once the worker proves unavailable', async () => {
    const e = engines({ worker: jest.fn(() => Promise.reject(new Unavailable('no worker'))) });
    const compress = withFallbacks(e);
    await expect(compress(file)).resolves.toBe(results.main);
    await expect(compress(file)).resolves.toBe(results.main);
    expect(e.worker).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the main thread where there is no worker path', async () => {
    await expect(withFallbacks(engines({ worker: null }))(file)).resolves.toBe(results.main);
  });

  it('gives HEIC one more try through <img> before giving up', async () => {
    const heic = new ImagePipelineError('heic-unsupported');
    const e = engines({ worker: jest.fn(() => Promise.reject(heic)), mainThread: jest.fn(() => Promise.reject(heic)) });
    await expect(withFallbacks(e)(file)).resolves.toBe(results.img);
  });

  it('reports HEIC as unsupported when no decoder can read it', async () => {
    const heic = new ImagePipelineError('heic-unsupported');
    const e = engines({
      worker: null,
      mainThread: jest.fn(() => Promise.reject(heic)),
      imageElement: jest.fn(() => Promise.reject(heic)),
    });
    await expect(withFallbacks(e)(file)).rejects.toBe(heic);
  });

  it('passes other pipeline errors straight through, without retrying elsewhere', async () => {
    const empty = new ImagePipelineError('empty-file');
    const e = engines({ worker: jest.fn(() => Promise.reject(empty)) });
    await expect(withFallbacks(e)(file)).rejects.toBe(empty);
    expect(e.mainThread).not.toHaveBeenCalled();
  });

  it('hands the abort signal and the analysis copy size to the engine', async () => {
    const e = engines();
    const controller = new AbortController();
    await withFallbacks(e)(file, { signal: controller.signal, analysisMaxDimension: 512 });
    expect(e.worker).toHaveBeenCalledWith(file, { signal: controller.signal, analysisMaxDimension: 512 });
  });
});
