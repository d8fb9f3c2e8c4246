import { sampleReply } from '../demoAiSamples.mjs';
import { demoAiClient } from '../demoAiClient';

const ai = demoAiClient();
const jpeg = (bytes: string) => new Blob([Uint8Array.from(bytes, (c) => c.charCodeAt(0))], { type: 'image/jpeg' });

describe('demoAiClient', () => {
  it('identifies a photo as the stand-in does for the same photo, reports it, then prices it; marked demo', async () => {
    const photo =
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUV';
    const standIn = sampleReply({
      response_format: { json_schema: { name: 'item_identification' } },
      messages: [{ content: `data:image/jpeg;base64,${photo}` }],
    }) as { itemName: string };
    const onIdentified = jest.fn();
    const reply = await ai.analyze(jpeg(atob(photo)), { onIdentified });
    expect(reply.demo).toBe(true);
    expect(reply.item.itemName).toBe(standIn.itemName);
    expect(onIdentified).toHaveBeenCalledWith(reply.item);
    expect(reply.estimate).toMatchObject({ currency: 'USD', estimatedPrice: expect.any(Number) });
  });

  it('the stand-in, told a product code from its catalogue, identifies that product whatever the photo', () => {
    const identify = (prompt: string, photo: string) =>
      (
        sampleReply({
          response_format: { json_schema: { name: 'item_identification' } },
          messages: [
            {
              content: [
                { type: 'text', text: prompt },
                { type: 'text', text: `data:image/jpeg;base64,${photo}` },
              ],
            },
          ],
        }) as { itemName: string }
      ).itemName;
    const told = (code: string) =>
      `The seller's photos carry this product code, read from a barcode and checked: ${code}.`;
    for (const photo of ['a', 'bb', 'ccc', 'dddd']) {
      expect(identify(told('UPC-A 012345678905'), photo)).toBe('Canon AE-1 Program 35mm Film Camera');
      expect(identify(told('UPC-A 098765432105'), photo)).toMatch(/^Nike Air Max 90/);
      // A code the catalogue does not know: the photo decides, as without one.
      expect(identify(told('UPC-A 036000291452'), photo)).toBe(identify('Identify the item in this photo.', photo));
    }
  });

  it('leaves out a brand or model the sample marks as not visible (null), as the gateway does', async () => {
    const photos = ['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff'];
    const items = await Promise.all(photos.map((photo) => ai.analyze(jpeg(photo)).then((reply) => reply.item)));
    const withoutBrand = items.find((item) => !('brandName' in item));
    expect(withoutBrand).toBeDefined();
    expect(items.every((item) => item.brandName !== null && item.modelNumber !== null)).toBe(true);
  });

  it('prices the item from the eBay stand-in’s listings as the gateway does, labelled demo market data', async () => {
    const { item, estimate } = await ai.analyze(jpeg('x'));
    const modelFigure = (
      sampleReply({
        response_format: { json_schema: { name: 'price_estimate' } },
        messages: [{ content: `Item: ${item.itemName}` }],
      }) as { estimatedPrice: number }
    ).estimatedPrice;
    expect(estimate.evidence).toMatchObject({ source: 'ebay', kind: 'asking', demo: true });
    const evidence = estimate.evidence as Extract<typeof estimate.evidence, { source: 'ebay' }>;
    expect(evidence.count).toBeGreaterThanOrEqual(5);
    expect(estimate.priceRange).toEqual({ min: evidence.low, max: evidence.high });
    // The stand-in lists the sample item around the price its model asks: they agree.
    expect(estimate.estimatedPrice).toBe(modelFigure);
    // Only listings, never text a model wrote.
    expect(estimate.comparableItems.length).toBeGreaterThan(0);
    for (const comparable of estimate.comparableItems) {
      expect(comparable).toMatchObject({
        platform: 'eBay',
        url: expect.stringMatching(/^https:\/\/www\.ebay\.com\/itm\/\d+$/),
      });
    }
    const { data: listing, demo } = await ai.listing({ item, estimate, marketplace: 'ebay' });
    expect(demo).toBe(true);
    expect(listing.description).toContain(`Asking $${estimate.estimatedPrice}.`);
  });

  it('asks for a close-up when sent one photo, and reads it when sent two', async () => {
    const one = await ai.analyze(jpeg('x'));
    expect(one.item.photoRequest).toMatch(/^Add a photo of /);
    const two = await ai.analyze(jpeg('x'), { morePhotos: [jpeg('label')] });
    expect(two.item).not.toHaveProperty('photoRequest');
    expect(two.item.photoDetails?.map((detail) => detail.photo)).toEqual([1, 2]);
  });

  it('rejects a cancelled call as an AbortError, without reporting an item', async () => {
    const controller = new AbortController();
    controller.abort();
    const onIdentified = jest.fn();
    await expect(ai.analyze(jpeg('x'), { signal: controller.signal, onIdentified })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(onIdentified).not.toHaveBeenCalled();
  });
});
