/** Demo mode end to end: the gateway, the real SDK and the real stand-in script, an analysis and a listing. */
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../scripts/openai-standin.mjs';
import { startGateway, type GatewayUnderTest } from './support/gatewayServer';
import { jpegBase64 } from './support/fixtures';

let standIn: OpenAiStandIn;
let gateway: GatewayUnderTest;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ port: 0 });
  gateway = await startGateway({ env: { OPENAI_API_KEY: '', OPENAI_STANDIN_URL: standIn.url } });
});
afterAll(async () => {
  await gateway.close();
  await standIn.close();
});

describe('demo mode with the OpenAI stand-in', () => {
  it('identifies and estimates in one analysis, then writes a listing, each labelled demo', async () => {
    const analysis = await gateway.analyze({ imageBase64: jpegBase64() });
    expect(analysis.status).toBe(200);
    const [identified, estimated] = analysis.events;
    expect(identified).toMatchObject({
      type: 'identified',
      demo: true,
      data: { itemName: expect.any(String), estimatedCondition: expect.any(String) },
    });
    expect(estimated).toMatchObject({
      type: 'estimated',
      demo: true,
      data: { currency: 'USD', estimatedPrice: expect.any(Number) },
    });
    const item = identified.type === 'identified' ? identified.data : undefined;
    const estimate = estimated.type === 'estimated' ? estimated.data : undefined;

    const listed = await gateway.post('/listing', { item, estimate, marketplace: 'eBay' });
    expect(listed).toMatchObject({ status: 200, body: { demo: true, data: { title: item?.itemName } } });
  });

  it('gives different photos different samples', async () => {
    const names = new Set<unknown>();
    for (const size of [300, 301, 302, 303, 304, 305]) {
      const [identified] = (await gateway.analyze({ imageBase64: jpegBase64(size * 3) })).events;
      names.add(identified.type === 'identified' ? identified.data.itemName : undefined);
    }
    expect(names.size).toBeGreaterThan(1);
  });

  it('reports demo mode on /health', async () => {
    const health = await fetch(`${gateway.url}/health`).then((response) => response.json() as Promise<unknown>);
    expect(health).toEqual({ ok: true, demo: true });
  });
});
