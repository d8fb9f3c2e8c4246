import { createPhotoIdClock, toCapturedPhoto } from '../capturedPhoto';

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

  it('keeps the photo, makes a preview URL and carries the analysis copy', () => {
    const blob = new Blob(['photo'], { type: 'image/jpeg' });
    const small = new Blob(['small'], { type: 'image/jpeg' });
    const photo = toCapturedPhoto(
      {
        blob,
        width: 1280,
        height: 960,
        quality: 0.9,
        encodes: 1,
        analysis: { blob: small, width: 512, height: 384, quality: 0.9, encodes: 1 },
      },
      '42',
    );
    expect(photo).toEqual({ id: '42', blob, url: 'blob:test/1', analysisImage: small });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('sends the photo itself when there is no analysis copy (detail: high, or settings unknown)', () => {
    const blob = new Blob(['photo'], { type: 'image/jpeg' });
    expect(toCapturedPhoto({ blob, width: 1280, height: 960, quality: 0.9, encodes: 1 }, '7').analysisImage).toBe(blob);
  });
});
