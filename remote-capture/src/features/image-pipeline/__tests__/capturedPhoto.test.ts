import { blobToBase64, createPhotoIdClock, toCapturedPhoto } from '../capturedPhoto';

describe('createPhotoIdClock', () => {
  it('hands out timestamp ids that never repeat, even within one millisecond', () => {
    const next = createPhotoIdClock(() => 1_700_000_000_000);
    expect([next(), next(), next()]).toEqual(['1700000000000', '1700000000001', '1700000000002']);
  });

  it('follows the clock when it moves on', () => {
    let now = 1000;
    const next = createPhotoIdClock(() => now);
    next();
    now = 5000;
    expect(next()).toBe('5000');
  });
});

describe('toCapturedPhoto', () => {
  const createObjectURL = jest.fn(() => 'blob:test/1');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL });
  });

  it('keeps the blob, makes a preview URL and base64 without the data-URL prefix', async () => {
    const blob = new Blob(['hello'], { type: 'image/jpeg' });
    const photo = await toCapturedPhoto(blob, '42');
    expect(photo).toEqual({ id: '42', blob, url: 'blob:test/1', base64: btoa('hello') });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('reads base64 of the exact bytes', async () => {
    await expect(blobToBase64(new Blob([Uint8Array.from([0xff, 0xd8, 0xff])]))).resolves.toBe('/9j/');
  });
});
