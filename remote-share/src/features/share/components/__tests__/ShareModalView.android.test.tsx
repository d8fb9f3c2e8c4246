import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShareModal } from './renderShareModal';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('Share modal on Android', () => {
  const original = navigator.userAgent;
  beforeEach(() => Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ANDROID_UA }));
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: original });
    jest.useRealTimers();
  });

  it('the Facebook intent link copies, opens the app and, with no app after 2 s, offers App Not Found', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { adapters } = renderShareModal({ adapters: { platform: { android: true, ios: false } } });
    expect(screen.getByText('Android app intents')).toHaveTextContent(': available');
    await user.click(screen.getByRole('button', { name: /^Open the Facebook app\b/ }));
    await jest.advanceTimersByTimeAsync(0);
    expect(adapters.copyText).toHaveBeenCalled();
    expect(adapters.assign).toHaveBeenCalledWith(
      'intent://marketplace/#Intent;scheme=fb;package=com.facebook.katana;end',
    );
    await jest.advanceTimersByTimeAsync(2000);
    expect(await screen.findByRole('dialog', { name: 'App Not Found' })).toBeInTheDocument();
    expect(screen.getByText('✗ Share failed: App not installed or intent failed')).toBeInTheDocument();
  });

  it('says Opened native app! when the app comes up', async () => {
    let hide = () => {};
    const { adapters } = renderShareModal({
      adapters: { platform: { android: true, ios: false }, onPageHidden: (callback) => ((hide = callback), () => {}) },
    });
    await userEvent.click(screen.getByRole('button', { name: /^Open the Facebook app\b/ }));
    await waitFor(() => expect(adapters.assign).toHaveBeenCalled());
    hide();
    expect(await screen.findByText('✓ Opened native app!')).toBeInTheDocument();
  });
});

describe('marking a shared listing as listed', () => {
  it('a refused write says so and leaves Mark as listed to try again', async () => {
    const update = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderShareModal({ update });
    await userEvent.click(screen.getByRole('button', { name: /^Share to eBay\b/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as listed on eBay' }));
    expect(
      await screen.findByText('Could not mark it as listed. Check your connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as listed on eBay' }));
    expect(await screen.findByText('✓ Listed on eBay')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
