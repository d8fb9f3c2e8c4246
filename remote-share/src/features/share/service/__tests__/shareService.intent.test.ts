import { createShareService } from '../shareService';
import { SAMPLE, fakeAdapters } from './fakeAdapters';

const ANDROID = { android: true, ios: false };
const INTENT = 'intent://marketplace/#Intent;scheme=fb;package=com.facebook.katana;end';
const PLAY = 'https://play.google.com/store/apps/details?id=com.facebook.katana';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('android-intent', () => {
  it('is not available off Android or for a marketplace without an intent', async () => {
    const service = createShareService(fakeAdapters().adapters);
    expect(await service.openAndroidIntent('facebook', SAMPLE)).toEqual({
      success: false,
      platform: 'facebook',
      method: 'android-intent',
      error: 'Android intent not available',
    });
    const android = createShareService(fakeAdapters({ platform: ANDROID }).adapters);
    expect(await android.openAndroidIntent('ebay', SAMPLE)).toMatchObject({ error: 'Android intent not available' });
  });

  it('opens the app: the page hides before 2 s', async () => {
    const { adapters, hidePage } = fakeAdapters({ platform: ANDROID });
    const pending = createShareService(adapters).openAndroidIntent('facebook', SAMPLE);
    await jest.advanceTimersByTimeAsync(0);
    expect(adapters.copyText).toHaveBeenCalled();
    expect(adapters.assign).toHaveBeenCalledWith(INTENT);
    await jest.advanceTimersByTimeAsync(1500);
    hidePage();
    expect(await pending).toEqual({ success: true, platform: 'facebook', method: 'android-intent' });
  });

  it('times out at 2 s: app not installed, with the store link', async () => {
    const { adapters } = fakeAdapters({ platform: ANDROID });
    let result: unknown;
    void createShareService(adapters)
      .openAndroidIntent('facebook', SAMPLE)
      .then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(1999);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({
      success: false,
      platform: 'facebook',
      method: 'android-intent',
      error: 'App not installed or intent failed',
      needsAppInstall: true,
      appStoreUrl: PLAY,
    });
  });

  it('fails with the copy error before touching the intent', async () => {
    const { adapters } = fakeAdapters({ platform: ANDROID, copyText: jest.fn(() => Promise.reject(new Error('x'))) });
    expect(await createShareService(adapters).openAndroidIntent('facebook', SAMPLE)).toMatchObject({
      error: 'Failed to copy to clipboard',
    });
    expect(adapters.assign).not.toHaveBeenCalled();
  });
});

describe('installApp: store fallback 1 s after the deep link', () => {
  it('opens the store when the page is still here after 1 s', async () => {
    const { adapters } = fakeAdapters({ platform: ANDROID });
    const pending = createShareService(adapters).installApp('facebook');
    expect(adapters.assign).toHaveBeenCalledWith(INTENT);
    await jest.advanceTimersByTimeAsync(999);
    expect(adapters.open).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(adapters.open).toHaveBeenCalledWith(PLAY);
  });

  it('does not open the store when the app came up', async () => {
    const { adapters, hidePage } = fakeAdapters({ platform: ANDROID });
    const pending = createShareService(adapters).installApp('facebook');
    hidePage();
    await jest.advanceTimersByTimeAsync(1000);
    await pending;
    expect(adapters.open).not.toHaveBeenCalled();
  });

  it('goes straight to the App Store on an iPhone', async () => {
    const { adapters } = fakeAdapters({ platform: { android: false, ios: true } });
    await createShareService(adapters).installApp('facebook');
    expect(adapters.assign).not.toHaveBeenCalled();
    expect(adapters.open).toHaveBeenCalledWith('https://apps.apple.com/app/id284882215');
  });
});

describe('copyAndOpen (Continue with Copy-Paste)', () => {
  it('copies and opens the marketplace, or returns the copy failure', async () => {
    const ok = fakeAdapters();
    expect(await createShareService(ok.adapters).copyAndOpen('offerup', SAMPLE)).toEqual({});
    expect(ok.adapters.open).toHaveBeenCalledWith('https://offerup.com/post');
    const failing = fakeAdapters({ copyText: jest.fn(() => Promise.reject(new Error('x'))) });
    expect(await createShareService(failing.adapters).copyAndOpen('offerup', SAMPLE)).toEqual({
      error: 'Failed to copy to clipboard',
    });
    expect(failing.adapters.open).not.toHaveBeenCalled();
  });
});
