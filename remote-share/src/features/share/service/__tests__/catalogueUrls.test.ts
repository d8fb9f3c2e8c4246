import { catalogueOpener, isCatalogueUrl } from '../catalogueUrls';

describe('only catalogue addresses are opened', () => {
  it('accepts catalogue URLs and refuses anything else', () => {
    const open = jest.fn();
    catalogueOpener(open)('https://www.ebay.com/sl/sell');
    expect(open).toHaveBeenCalledWith('https://www.ebay.com/sl/sell');
    expect(() => catalogueOpener(open)('https://evil.example/')).toThrow(/outside the marketplace catalogue/);
    expect(isCatalogueUrl('javascript:alert(1)')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
