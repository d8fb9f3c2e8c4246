import type { AiClient, AnalysisReply } from '@snap/shared';
import { deferredAiClient } from '../deferredAiClient';

const reply = { item: { itemName: 'Lamp' }, estimate: { estimatedPrice: 42 }, demo: true } as unknown as AnalysisReply;
const settings = { imageDetail: 'low' as const, analysisImageMaxDimension: 512 };

function realClient() {
  return {
    analyze: jest.fn<ReturnType<AiClient['analyze']>, Parameters<AiClient['analyze']>>(() => Promise.resolve(reply)),
    listing: jest.fn<ReturnType<AiClient['listing']>, Parameters<AiClient['listing']>>(() =>
      Promise.resolve({ data: { title: 'Lamp', description: 'A lamp.' }, demo: true }),
    ),
    imageSettings: jest.fn(() => Promise.resolve(settings)),
  };
}

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const offline = () => new Error('Loading chunk 123 failed. (error: http://127.0.0.1/123.js)');

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('deferredAiClient', () => {
  it('loads the client on the first call, once, and hands every call to it', async () => {
    const real = realClient();
    const load = jest.fn(() => Promise.resolve<AiClient>(real));
    const ai = deferredAiClient(load);
    expect(load).not.toHaveBeenCalled();

    const onIdentified = jest.fn();
    await expect(ai.imageSettings!()).resolves.toEqual(settings);
    await expect(ai.analyze(photo, { onIdentified })).resolves.toBe(reply);
    await ai.listing({ item: reply.item, estimate: reply.estimate, marketplace: 'eBay' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.analyze).toHaveBeenCalledWith(photo, { onIdentified });
    expect(real.listing).toHaveBeenCalledWith(
      { item: reply.item, estimate: reply.estimate, marketplace: 'eBay' },
      undefined,
    );
  });

  it('fails with the spec message when the client cannot load, and loads again on the next call', async () => {
    const load = jest.fn<Promise<AiClient>, []>().mockRejectedValueOnce(offline()).mockResolvedValue(realClient());
    const ai = deferredAiClient(load);
    await expect(ai.analyze(photo)).rejects.toMatchObject({ message: 'Failed to identify item. Please try again.' });
    await expect(ai.analyze(photo)).resolves.toBe(reply);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the listing message to a listing that cannot load, and the load failure to imageSettings', async () => {
    const ai = deferredAiClient(() => Promise.reject(offline()));
    await expect(ai.listing({} as never)).rejects.toMatchObject({
      message: 'Failed to generate listing content. Please try again.',
    });
    await expect(ai.imageSettings!()).rejects.toThrow(/Loading chunk 123 failed/);
  });

  it('stops waiting with an AbortError when aborted while loading; the load goes on for the next call', async () => {
    let loaded!: (client: AiClient) => void;
    const load = jest.fn(() => new Promise<AiClient>((resolve) => (loaded = resolve)));
    const ai = deferredAiClient(load);
    const controller = new AbortController();
    const analysis = ai.analyze(photo, { signal: controller.signal });
    controller.abort();
    await expect(analysis).rejects.toMatchObject({ name: 'AbortError' });

    const real = realClient();
    loaded(real);
    await expect(ai.analyze(photo)).resolves.toBe(reply);
    expect(real.analyze).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
