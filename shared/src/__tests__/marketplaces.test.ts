import { MARKETPLACES } from '../marketplaces';

describe('marketplace catalogue', () => {
  it('lists the nine marketplaces of the spec with their share methods', () => {
    expect(MARKETPLACES.map((m) => [m.id, m.shareMethod])).toEqual([
      ['facebook', 'webshare'],
      ['instagram', 'webshare'],
      ['offerup', 'webshare'],
      ['mercari', 'webshare'],
      ['craigslist', 'clipboard-redirect'],
      ['vinted', 'clipboard-redirect'],
      ['depop', 'clipboard-redirect'],
      ['poshmark', 'clipboard-redirect'],
      ['ebay', 'url-only'],
    ]);
  });
});
