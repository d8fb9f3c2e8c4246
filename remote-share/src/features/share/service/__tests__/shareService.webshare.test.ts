import type { MarketplaceId } from '@snap/shared';
import { createShareService } from '../shareService';
import { SAMPLE, domError, fakeAdapters, jpeg } from './fakeAdapters';

const FILES = [jpeg('item-image-1.jpg'), jpeg('item-image-2.jpg')];

describe('webshare (Facebook, Instagram, OfferUp, Mercari)', () => {
  it.each<MarketplaceId>(['facebook', 'offerup', 'mercari'])('%s shares files, title, text and url', async (id) => {
    const { adapters } = fakeAdapters();
    const result = await createShareService(adapters).share(id, SAMPLE, FILES);
    expect(result).toEqual({ success: true, platform: id, method: 'webshare' });
    const payload = adapters.share.mock.calls[0][0];
    expect(payload.files).toEqual(FILES);
    expect(payload.title).toBe(SAMPLE.title);
    expect(payload.text).toContain('#desklamp');
    expect(payload.text).toContain('Cover photo: photo 1 of 2');
    expect(payload.url).toBe(SAMPLE.url);
    expect(adapters.canShare).toHaveBeenCalledWith(payload);
    expect(adapters.copyText).not.toHaveBeenCalled();
  });

  it('Instagram: files only, the caption on the clipboard, both started before any await', () => {
    const { adapters } = fakeAdapters();
    void createShareService(adapters).share('instagram', SAMPLE, FILES);
    // Synchronously, within the tap: the clipboard write and the share sheet are both already requested.
    expect(adapters.copyText).toHaveBeenCalledWith(expect.stringContaining('Acme Lamp - $45'));
    expect(adapters.share).toHaveBeenCalledWith({ files: FILES });
    expect(adapters.copyText.mock.invocationCallOrder[0]).toBeLessThan(adapters.share.mock.invocationCallOrder[0]);
  });

  it('Instagram reports a caption that could not be copied', async () => {
    const { adapters } = fakeAdapters({ copyText: jest.fn(() => Promise.reject(new Error('denied'))) });
    expect(await createShareService(adapters).share('instagram', SAMPLE, FILES)).toMatchObject({
      success: false,
      error: 'Failed to copy to clipboard',
    });
  });

  it('answers synchronously whether a share would end in the copy fallback (no share sheet, or none for files)', () => {
    expect(createShareService(fakeAdapters().adapters).needsCopyFallback('facebook', SAMPLE, FILES)).toBe(false);
    expect(
      createShareService(fakeAdapters({ share: null }).adapters).needsCopyFallback('facebook', SAMPLE, FILES),
    ).toBe(true);
    const noFiles = fakeAdapters({ canShare: jest.fn((payload) => !payload.files) }).adapters;
    expect(createShareService(noFiles).needsCopyFallback('offerup', SAMPLE, FILES)).toBe(true);
    expect(createShareService(noFiles).needsCopyFallback('offerup', SAMPLE, [])).toBe(false);
    // Not a share-sheet marketplace: its own flow copies first.
    expect(
      createShareService(fakeAdapters({ share: null }).adapters).needsCopyFallback('craigslist', SAMPLE, FILES),
    ).toBe(false);
  });

  it('shares text alone when there are no photos', async () => {
    const { adapters } = fakeAdapters();
    await createShareService(adapters).share('facebook', SAMPLE, []);
    expect(adapters.share.mock.calls[0][0]).not.toHaveProperty('files');
  });

  it.each([
    ['no navigator.share', { share: null }],
    ['no canShare', { canShare: null }],
    ['canShare refuses files', { canShare: jest.fn(() => false) }],
  ])('%s → Level 2 not supported', async (_, override) => {
    const { adapters } = fakeAdapters(override);
    expect(await createShareService(adapters).share('facebook', SAMPLE, FILES)).toEqual({
      success: false,
      platform: 'facebook',
      method: 'webshare',
      error: 'Web Share API Level 2 not supported on this device',
    });
  });

  it.each([
    [domError('AbortError'), 'Share cancelled by user', undefined],
    [domError('NotAllowedError'), 'Failed to share', undefined],
    [new Error('boom'), 'Failed to share', undefined],
    [domError('NotFoundError'), 'No share targets available - app may not be installed', true],
    [new Error('No share targets available'), 'No share targets available - app may not be installed', true],
  ])('a rejected share (%s) → %s', async (error, message, needsAppInstall) => {
    const { adapters } = fakeAdapters({ share: jest.fn(() => Promise.reject(error)) });
    const result = await createShareService(adapters).share('facebook', SAMPLE, FILES);
    expect(result).toMatchObject({ success: false, error: message });
    expect(result.needsAppInstall).toBe(needsAppInstall);
    if (needsAppInstall)
      expect(result.appStoreUrl).toBe('https://play.google.com/store/apps/details?id=com.facebook.katana');
  });

  it('offers the iOS store on an iPhone', async () => {
    const { adapters } = fakeAdapters({
      share: jest.fn(() => Promise.reject(domError('NotFoundError'))),
      platform: { android: false, ios: true },
    });
    expect((await createShareService(adapters).share('facebook', SAMPLE, FILES)).appStoreUrl).toBe(
      'https://apps.apple.com/app/id284882215',
    );
  });
});
