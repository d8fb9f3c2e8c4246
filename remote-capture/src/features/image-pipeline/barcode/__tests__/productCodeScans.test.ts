/** The product codes read beside each photo's preparation, and how long an analysis waits for them. */
import type { ProductCode } from '@snap/shared/market';
import { createProductCodeScans, rememberScannedCodes, type ReadProductCodes } from '../productCodeScans';

const CAMERA: ProductCode = { gtin: '012345678905', kind: 'UPC-A' };
const BOOK: ProductCode = { gtin: '9780316030571', kind: 'ISBN' };

/** A reader whose answers the test gives, per file. */
function scriptedReader() {
  const waiting = new Map<Blob, { resolve(codes: ProductCode[]): void; reject(error: unknown): void }>();
  const signals = new Map<Blob, AbortSignal | undefined>();
  const read: jest.MockedFunction<ReadProductCodes> = jest.fn(
    (file, signal) =>
      new Promise<ProductCode[]>((resolve, reject) => {
        waiting.set(file, { resolve, reject });
        signals.set(file, signal);
      }),
  );
  return { read, answer: (file: Blob) => waiting.get(file)!, signal: (file: Blob) => signals.get(file) };
}

const photo = (name: string) => new Blob([name], { type: 'image/jpeg' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createProductCodeScans', () => {
  it('gives the codes of the photos asked for, first photo first, each once', async () => {
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    const [a, b] = [photo('a'), photo('b')];
    scans.start('a', a);
    scans.start('b', b);
    reader.answer(a).resolve([BOOK]);
    reader.answer(b).resolve([CAMERA, BOOK]);
    await expect(scans.codesFor(['a', 'b'])).resolves.toEqual([BOOK, CAMERA]);
    await expect(scans.codesFor(['b'])).resolves.toEqual([CAMERA, BOOK]);
    expect(scans.foundIn(['b', 'a'])).toEqual([CAMERA, BOOK]);
  });

  it('waits for a scan still running, but no longer than its bound', async () => {
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    const a = photo('a');
    scans.start('a', a);
    const codes = scans.codesFor(['a']);
    expect(scans.foundIn(['a'])).toEqual([]);
    let answered = false;
    void codes.then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(799);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(codes).resolves.toEqual([]);
    // A scan that ends later still counts for the next analysis (the seller's Analyze Item).
    reader.answer(a).resolve([CAMERA]);
    await expect(scans.codesFor(['a'])).resolves.toEqual([CAMERA]);
  });

  it('settles once the scans end, however long after the bound, for a code read late', async () => {
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    const a = photo('a');
    scans.start('a', a);
    let late: ProductCode[] | undefined;
    void scans.settled(['a']).then((codes) => (late = codes));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(late).toBeUndefined();
    reader.answer(a).resolve([CAMERA]);
    await jest.advanceTimersByTimeAsync(0);
    expect(late).toEqual([CAMERA]);
    // Aborted (the seller moved on): it answers with what is in, at once.
    const controller = new AbortController();
    scans.start('b', photo('b'));
    const settled = scans.settled(['b'], controller.signal);
    controller.abort();
    await expect(settled).resolves.toEqual([]);
  });

  it('does not wait for a reader still loading (a slow connection): the scan goes on, for settled', async () => {
    const reader = scriptedReader();
    let loaded = false;
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => loaded });
    const a = photo('a');
    scans.start('a', a);
    const codes = scans.codesFor(['a']);
    await jest.advanceTimersByTimeAsync(0);
    await expect(codes).resolves.toEqual([]);
    const late = scans.settled(['a']);
    loaded = true;
    reader.answer(a).resolve([CAMERA]);
    await expect(late).resolves.toEqual([CAMERA]);
  });

  it('answers as soon as the scan ends, within the bound', async () => {
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    const a = photo('a');
    scans.start('a', a);
    const codes = scans.codesFor(['a']);
    await jest.advanceTimersByTimeAsync(100);
    reader.answer(a).resolve([CAMERA]);
    await expect(codes).resolves.toEqual([CAMERA]);
  });

  it('takes a failed scan as no code, and a photo never scanned as none', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    const a = photo('a');
    scans.start('a', a);
    reader.answer(a).reject(new Error('no wasm'));
    await expect(scans.codesFor(['a', 'kept-from-before-a-reload'])).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith('Could not read barcodes in the photo', expect.any(Error));
    warn.mockRestore();
  });

  it('answers at once with what is in when the analysis is aborted', async () => {
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    scans.start('a', photo('a'));
    const controller = new AbortController();
    const codes = scans.codesFor(['a'], controller.signal);
    controller.abort();
    await expect(codes).resolves.toEqual([]);
  });

  it('stops the scan of a photo dropped, and forgets it', async () => {
    const reader = scriptedReader();
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => true });
    const a = photo('a');
    scans.start('a', a);
    scans.drop('a');
    expect(reader.signal(a)?.aborted).toBe(true);
    reader.answer(a).resolve([CAMERA]);
    await expect(scans.codesFor(['a'])).resolves.toEqual([]);
  });

  it("takes a live scan's photo with the codes read in its frame, without reading its JPEG again", async () => {
    const reader = scriptedReader();
    // The reader still loading: an analysis does not wait for a scan, yet this photo's code is in.
    const scans = createProductCodeScans(reader.read, { waitMs: 800, readerReady: () => false });
    const [scanned, other] = [photo('frame'), photo('other')];
    rememberScannedCodes(scanned, [CAMERA]);
    scans.start('frame', scanned);
    scans.start('other', other);
    expect(reader.read).toHaveBeenCalledTimes(1);
    expect(reader.read).toHaveBeenCalledWith(other, expect.any(AbortSignal));
    await expect(scans.codesFor(['frame', 'other'])).resolves.toEqual([CAMERA]);
  });
});
