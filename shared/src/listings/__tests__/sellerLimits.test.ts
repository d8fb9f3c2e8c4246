import { MAX_LISTINGS_PER_SELLER, MAX_PHOTO_BYTES_PER_SELLER, sellerLimitReached } from '../sellerLimits';

describe('sellerLimitReached', () => {
  it('says nothing below the ceilings, or when the count is unknown', () => {
    expect(sellerLimitReached(undefined)).toBeUndefined();
    expect(sellerLimitReached({ listings: MAX_LISTINGS_PER_SELLER - 1, photoBytes: 0 })).toBeUndefined();
    expect(sellerLimitReached({ photoBytes: MAX_PHOTO_BYTES_PER_SELLER - 1000 }, 1000)).toBeUndefined();
  });

  it('names the listings ceiling first, then the photo storage, with what to do', () => {
    expect(sellerLimitReached({ listings: MAX_LISTINGS_PER_SELLER, photoBytes: MAX_PHOTO_BYTES_PER_SELLER })).toBe(
      'you have reached the limit of 1,000 saved listings; delete listings you no longer need to save more',
    );
    expect(sellerLimitReached({ listings: 3, photoBytes: MAX_PHOTO_BYTES_PER_SELLER - 999 }, 1000)).toBe(
      'your photo storage is full (256 MB); delete listings you no longer need to save more photos',
    );
  });
});
