import { sampleReply } from '../../../../scripts/openai-standin-samples.mjs';
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

  it('leaves out a brand or model the sample marks as not visible (null), as the gateway does', async () => {
    const photos = ['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff'];
    const items = await Promise.all(photos.map((photo) => ai.analyze(jpeg(photo)).then((reply) => reply.item)));
    const withoutBrand = items.find((item) => !('brandName' in item));
    expect(withoutBrand).toBeDefined();
    expect(items.every((item) => item.brandName !== null && item.modelNumber !== null)).toBe(true);
  });

  it('prices the identified item as the stand-in does, and writes a listing for it', async () => {
    const { item, estimate } = await ai.analyze(jpeg('x'));
    const standIn = sampleReply({
      response_format: { json_schema: { name: 'price_estimate' } },
      messages: [{ content: `Item: ${item.itemName}` }],
    });
    expect(estimate).toEqual(standIn);
    const { data: listing, demo } = await ai.listing({ item, estimate, marketplace: 'ebay' });
    expect(demo).toBe(true);
    expect(listing.description).toContain(`Asking $${estimate.estimatedPrice}.`);
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
