/**
 * The share-image worker as the page talks to it: answers settle their photo, and a worker that
 * stays silent is given up (WorkerUnavailableError, which sends the photos to the main thread)
 * instead of leaving "Preparing photos" on screen for good. The start is the seam (jsdom has no Worker).
 */
import type { ReencodeRequest, ReencodeResponse } from '../worker/protocol';
import { createWorkerReencoder, WorkerUnavailableError } from '../workerReencoder';
import { withMainThreadFallback } from '../prepareShareFiles';

class FakeWorker {
  onmessage: ((event: MessageEvent<ReencodeResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: ReencodeRequest[] = [];
  terminated = false;
  postMessage(request: ReencodeRequest) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: ReencodeResponse) {
    this.onmessage?.({ data: response } as MessageEvent<ReencodeResponse>);
  }
}

const limits = { maxDimension: 1600, quality: 0.85 };
const photo = new Blob(['jpeg'], { type: 'image/jpeg' });

afterEach(() => jest.useRealTimers());

/** A reencoder on fake timers whose workers are fakes, each kept in `started` as it starts. */
function fakeReencoder(timeoutMs = 1000) {
  jest.useFakeTimers();
  const started: FakeWorker[] = [];
  const reencode = createWorkerReencoder({
    start: () => started[started.push(new FakeWorker()) - 1] as unknown as Worker,
    timeoutMs,
  });
  return { reencode, started };
}

describe('createWorkerReencoder', () => {
  it('settles a photo with the worker’s answer, and leaves the worker running for the next', async () => {
    const { reencode, started } = fakeReencoder();
    const done = reencode(photo, limits);
    const [worker] = started;
    const out = new Blob(['out']);
    worker.answer({ id: worker.received[0].id, ok: true, blob: out });
    await expect(done).resolves.toBe(out);
    // Answered in time: its timer does not stop the worker later.
    jest.advanceTimersByTime(5000);
    expect(worker.terminated).toBe(false);
  });

  it('gives up a worker that does not answer in time, and the main thread prepares the photo', async () => {
    const { reencode: worker, started } = fakeReencoder();
    const silent = worker(photo, limits);
    const given = expect(silent).rejects.toBeInstanceOf(WorkerUnavailableError);
    jest.advanceTimersByTime(999);
    expect(started[0].terminated).toBe(false);
    jest.advanceTimersByTime(1);
    await given;
    expect(started[0].terminated).toBe(true);

    const mainThread = jest.fn(async () => new Blob(['main']));
    const reencode = withMainThreadFallback({
      worker,
      mainThread,
      isWorkerUnavailable: (error) => error instanceof WorkerUnavailableError,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prepared = reencode(photo, limits);
    jest.advanceTimersByTime(1000);
    await expect(prepared).resolves.toEqual(new Blob(['main']));
    expect(mainThread).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
