import { FALLBACK_SUCCESS, fallbackStatus, shareStatus } from '../shareMessages';

describe('share status texts (spec §8)', () => {
  it.each([
    ['webshare', '✓ Shared via native app!'],
    ['clipboard-redirect', '✓ Copied & redirected to marketplace!'],
    ['url-only', '✓ Copied & opened marketplace!'],
    ['android-intent', '✓ Opened native app!'],
  ] as const)('%s success', (method, text) => {
    expect(shareStatus({ success: true, platform: 'ebay', method })).toBe(text);
  });

  it('prefixes failures with a cross', () => {
    expect(
      shareStatus({ success: false, platform: 'ebay', method: 'url-only', error: 'Failed to copy to clipboard' }),
    ).toBe('✗ Share failed: Failed to copy to clipboard');
    expect(shareStatus({ success: false, platform: 'ebay', method: 'url-only' })).toBe(
      '✗ Share failed: Failed to share',
    );
    expect(fallbackStatus('Failed to copy to clipboard')).toBe('✗ Fallback failed: Failed to copy to clipboard');
    expect(fallbackStatus()).toBe(`✓ ${FALLBACK_SUCCESS}`);
    expect(FALLBACK_SUCCESS).toBe('Details copied. Long-press in the description box and paste to finish.');
  });
});
