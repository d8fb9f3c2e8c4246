import { measureCapabilities } from '../capabilities';

describe('measureCapabilities', () => {
  it('reports nothing on a bare browser', () => {
    expect(measureCapabilities({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, true)).toEqual({
      webShareFiles: false,
      webShare: false,
      clipboard: false,
      androidIntents: false,
    });
  });

  it('asks canShare about a JPEG file', () => {
    const canShare = jest.fn((data: { files: File[] }) => data.files[0].type === 'image/jpeg');
    const nav = {
      share: jest.fn(),
      canShare,
      clipboard: { writeText: jest.fn() },
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)',
    };
    expect(measureCapabilities(nav, true)).toEqual({
      webShareFiles: true,
      webShare: true,
      clipboard: true,
      androidIntents: true,
    });
    expect(canShare).toHaveBeenCalledTimes(1);
  });

  it('treats a throwing canShare and an insecure page as unsupported', () => {
    const nav = {
      share: jest.fn(),
      canShare: () => {
        throw new TypeError('nope');
      },
      clipboard: { writeText: jest.fn() },
      userAgent: '',
    };
    expect(measureCapabilities(nav, false)).toMatchObject({ webShareFiles: false, webShare: true, clipboard: false });
  });
});
