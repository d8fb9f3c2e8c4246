import type { MarketplaceId } from '@snap/shared';
import { createShareService } from '../shareService';
import { SAMPLE, fakeAdapters } from './fakeAdapters';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('clipboard-redirect (Craigslist, Vinted, Depop, Poshmark)', () => {
  it.each<[MarketplaceId, string]>([
    ['craigslist', 'https://post.craigslist.org/'],
    ['vinted', 'https://www.vinted.com/items/new'],
    ['depop', 'https://www.depop.com/products/create/'],
    ['poshmark', 'https://poshmark.com/create-listing'],
  ])('%s copies, then opens %s after 100 ms', async (id, url) => {
    const { adapters } = fakeAdapters();
    const pending = createShareService(adapters).share(id, SAMPLE);
    expect(adapters.copyText).toHaveBeenCalledWith(expect.stringContaining('Price: $45'));
    await jest.advanceTimersByTimeAsync(99);
    expect(adapters.open).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(adapters.open).toHaveBeenCalledWith(url);
    expect(await pending).toEqual({ success: true, platform: id, method: 'clipboard-redirect' });
  });

  it('stops with the copy failure and opens nothing', async () => {
    const { adapters } = fakeAdapters({ copyText: jest.fn(() => Promise.reject(new Error('denied'))) });
    const result = await createShareService(adapters).share('vinted', SAMPLE);
    await jest.runAllTimersAsync();
    expect(result).toEqual({
      success: false,
      platform: 'vinted',
      method: 'clipboard-redirect',
      error: 'Failed to copy to clipboard',
    });
    expect(adapters.open).not.toHaveBeenCalled();
  });
});

describe('url-only (eBay)', () => {
  it('copies and opens the sell page at once', async () => {
    const { adapters } = fakeAdapters();
    const result = await createShareService(adapters).share('ebay', SAMPLE);
    expect(adapters.open).toHaveBeenCalledWith('https://www.ebay.com/sl/sell');
    expect(result).toEqual({ success: true, platform: 'ebay', method: 'url-only' });
    // eBay's title limit applies to what was copied.
    expect(adapters.copyText.mock.calls[0][0].split('\n')[0]).toBe('Acme Lamp - $45');
  });
});

describe('unknown marketplaces', () => {
  it('answers Marketplace configuration not found', async () => {
    const { adapters } = fakeAdapters();
    expect(await createShareService(adapters).share('etsy' as MarketplaceId, SAMPLE)).toMatchObject({
      success: false,
      error: 'Marketplace configuration not found',
    });
  });
});

describe('shareToMany', () => {
  it('pauses 1 s between marketplaces and reports each result', async () => {
    const { adapters } = fakeAdapters();
    const seen: string[] = [];
    const pending = createShareService(adapters).shareToMany(['ebay', 'craigslist', 'ebay'], SAMPLE, [], (result) =>
      seen.push(result.platform),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['ebay']);
    await jest.advanceTimersByTimeAsync(999);
    expect(seen).toEqual(['ebay']);
    await jest.advanceTimersByTimeAsync(1 + 100);
    expect(seen).toEqual(['ebay', 'craigslist']);
    await jest.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect((await pending).map((r) => r.success)).toEqual([true, true, true]);
  });
});
