import { sampleReply } from '../../../../scripts/openai-standin-samples.mjs';
import { demoAiClient } from '../demoAiClient';

const ai = demoAiClient();
const jpeg = (bytes: string) => new Blob([Uint8Array.from(bytes, (c) => c.charCodeAt(0))], { type: 'image/jpeg' });

describe('demoAiClient', () => {
  it('identifies a photo as the stand-in does for the same photo, marked demo', async () => {
    const photo =
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUV';
    const standIn = sampleReply({
      response_format: { json_schema: { name: 'item_identification' } },
      messages: [{ content: `data:image/jpeg;base64,${photo}` }],
    }) as { itemName: string };
    const reply = await ai.identify(jpeg(atob(photo)));
    expect(reply.demo).toBe(true);
    expect(reply.data.itemName).toBe(standIn.itemName);
  });

  it('leaves out a brand or model the sample marks as not visible (null), as the gateway does', async () => {
    const photos = ['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff'];
    const items = await Promise.all(photos.map((photo) => ai.identify(jpeg(photo)).then((reply) => reply.data)));
    const withoutBrand = items.find((item) => !('brandName' in item));
    expect(withoutBrand).toBeDefined();
    expect(items.every((item) => item.brandName !== null && item.modelNumber !== null)).toBe(true);
  });

  it('prices and writes a listing for the identified item', async () => {
    const { data: estimate } = await ai.estimate({
      itemName: 'Canon AE-1 Program 35mm Film Camera',
      category: 'Cameras',
      condition: 'good',
      features: [],
    });
    expect(estimate).toMatchObject({ estimatedPrice: 185, currency: 'USD', priceRange: { min: 148, max: 231 } });
    const { data: item } = await ai.identify(jpeg('x'));
    const { data: listing, demo } = await ai.listing({ item, estimate, marketplace: 'ebay' });
    expect(demo).toBe(true);
    expect(listing.description).toContain('Asking $185.');
  });

  it('rejects a cancelled call as an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(ai.identify(jpeg('x'), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
