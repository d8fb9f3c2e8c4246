/**
 * The worker is started ahead of the first photo (warm), and that same worker takes
 * the photo: one worker per page, started once. The federated worker start is the seam (jsdom
 * has no Worker).
 */
import type { CompressRequest, CompressResponse } from '../../worker/protocol';
import { createWorkerCompressor } from '../workerCompressor';

class FakeWorker {
  onmessage: ((event: MessageEvent<CompressResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: CompressRequest[] = [];
  terminated = false;
  postMessage(request: CompressRequest) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: CompressResponse) {
    this.onmessage?.({ data: response } as MessageEvent<CompressResponse>);
  }
}

const mockStarted: FakeWorker[] = [];
let mockStartFails = false;
jest.mock('../FederatedWorker', () => ({
  startFederatedWorker: () => {
    if (mockStartFails) throw new Error('SecurityError');
    const worker = new FakeWorker();
    mockStarted.push(worker);
    return worker;
  },
}));
const limits = { maxDimension: 1280, targetBytes: 500 * 1024, qualityStart: 0.9, qualityStep: 0.1, qualityFloor: 0.5 };
const file = new Blob(['jpeg'], { type: 'image/jpeg' });
const result = { blob: new Blob(['out']), width: 1280, height: 960, quality: 0.9, encodes: 1 };

beforeEach(() => {
  mockStarted.length = 0;
  mockStartFails = false;
});

describe('the worker compressor warmed ahead of the first photo', () => {
  it('starts the worker once on warm, and the photo then goes to that worker', async () => {
    const compress = createWorkerCompressor();
    compress.warm();
    compress.warm();
    expect(mockStarted).toHaveLength(1);
    const [worker] = mockStarted;
    expect(worker.received).toHaveLength(0);

    const done = compress(file, limits);
    expect(mockStarted).toHaveLength(1);
    expect(worker.received).toEqual([expect.objectContaining({ file, limits })]);
    worker.answer({ id: worker.received[0].id, ok: true, result });
    await expect(done).resolves.toEqual(result);
  });

  it('leaves a worker that cannot start to the photo, which reports it (and the fallbacks take over)', async () => {
    mockStartFails = true;
    const compress = createWorkerCompressor();
    expect(() => compress.warm()).not.toThrow();
    await expect(compress(file, limits)).rejects.toMatchObject({ name: 'WorkerUnavailableError' });
  });
});

describe('the analysis copy ahead of the photo', () => {
  it('hands the copy the worker sends first to the caller, and still resolves with the whole result', async () => {
    const compress = createWorkerCompressor();
    const copies: unknown[] = [];
    const copy = { blob: new Blob(['small']), width: 512, height: 384, quality: 0.9, encodes: 1 };
    const done = compress(file, limits, undefined, { ...limits, maxDimension: 512 }, (c) => copies.push(c));
    const [worker] = mockStarted;
    const { id } = worker.received[0];
    worker.answer({ id, analysisCopy: copy });
    expect(copies).toEqual([copy]);
    worker.answer({ id, ok: true, result: { ...result, analysis: copy } });
    await expect(done).resolves.toEqual({ ...result, analysis: copy });
  });

  it('ignores a copy for a request that was abandoned', async () => {
    const compress = createWorkerCompressor();
    const onCopy = jest.fn();
    const controller = new AbortController();
    const done = compress(file, limits, controller.signal, { ...limits, maxDimension: 512 }, onCopy);
    const [worker] = mockStarted;
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    worker.answer({ id: worker.received[0].id, analysisCopy: { ...result, width: 512 } });
    expect(onCopy).not.toHaveBeenCalled();
  });
});
