import { prepareShareFiles, withMainThreadFallback } from '../prepareShareFiles';
import { shareImageSources } from '../shareImageSources';

const blob = (label: string) => new Blob([label], { type: 'image/jpeg' });

describe('shareImageSources', () => {
  it('puts the selected photo first, drops repeats and keeps at most 10', () => {
    const photos = Array.from({ length: 12 }, (_, i) => blob(`p${i}`));
    const sources = shareImageSources({ image: photos[5], images: photos });
    expect(sources).toHaveLength(10);
    expect(sources[0]).toBe(photos[5]);
    expect(new Set(sources).size).toBe(10);
    expect(sources[1]).toBe(photos[0]);
    expect(shareImageSources({})).toEqual([]);
  });
});

describe('prepareShareFiles', () => {
  it('names files item-image-{n}.jpg as image/jpeg with the limits of spec §9, reporting progress', async () => {
    const reencoder = jest.fn((source: Blob) => Promise.resolve(source));
    const progress: number[] = [];
    const files = await prepareShareFiles([blob('a'), blob('b')], reencoder, (done) => progress.push(done));
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['item-image-1.jpg', 'image/jpeg'],
      ['item-image-2.jpg', 'image/jpeg'],
    ]);
    expect(reencoder).toHaveBeenCalledWith(expect.any(Blob), { maxDimension: 1080, quality: 0.85 });
    expect(progress).toEqual([1, 2]);
  });
});

describe('withMainThreadFallback', () => {
  const unavailable = new Error('no worker');
  const isWorkerUnavailable = (error: unknown) => error === unavailable;

  it('uses the worker while it works', async () => {
    const worker = jest.fn(() => Promise.resolve(blob('w')));
    const mainThread = jest.fn();
    await withMainThreadFallback({ worker, mainThread, isWorkerUnavailable })(blob('x'), {
      maxDimension: 1080,
      quality: 0.85,
    });
    expect(mainThread).not.toHaveBeenCalled();
  });

  it('moves to the main thread for good once the worker proves unavailable', async () => {
    const worker = jest.fn(() => Promise.reject(unavailable));
    const mainThread = jest.fn(() => Promise.resolve(blob('m')));
    const reencode = withMainThreadFallback({ worker, mainThread, isWorkerUnavailable });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await reencode(blob('1'), { maxDimension: 1080, quality: 0.85 });
    await reencode(blob('2'), { maxDimension: 1080, quality: 0.85 });
    expect(worker).toHaveBeenCalledTimes(1);
    expect(mainThread).toHaveBeenCalledTimes(2);
  });

  it('passes real image failures through', async () => {
    const failure = new Error('Failed to load the image');
    const reencode = withMainThreadFallback({
      worker: () => Promise.reject(failure),
      mainThread: jest.fn(),
      isWorkerUnavailable,
    });
    await expect(reencode(blob('x'), { maxDimension: 1080, quality: 0.85 })).rejects.toBe(failure);
  });
});
