/** Demo mode end to end: the gateway, the real SDK and the real stand-in script, all three operations. */
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
  it('identifies, estimates and writes a listing, each labelled demo', async () => {
    const identified = await gateway.post('/identify', { imageBase64: jpegBase64() });
    expect(identified).toMatchObject({
      status: 200,
      body: { demo: true, data: { itemName: expect.any(String), estimatedCondition: expect.any(String) } },
    });
    const item = identified.body?.data ?? {};

    const estimated = await gateway.post('/estimate', {
      itemName: item.itemName,
      category: item.category,
      brandName: item.brandName ?? null,
      condition: item.estimatedCondition,
      features: item.features,
    });
    expect(estimated).toMatchObject({
      status: 200,
      body: { demo: true, data: { currency: 'USD', estimatedPrice: expect.any(Number) } },
    });

    const listed = await gateway.post('/listing', { item, estimate: estimated.body?.data, marketplace: 'eBay' });
    expect(listed).toMatchObject({ status: 200, body: { demo: true, data: { title: item.itemName } } });
  });

  it('gives different photos different samples', async () => {
    const names = new Set<unknown>();
    for (const size of [300, 301, 302, 303, 304, 305]) {
      names.add((await gateway.post('/identify', { imageBase64: jpegBase64(size * 3) })).body?.data?.itemName);
    }
    expect(names.size).toBeGreaterThan(1);
  });

  it('reports demo mode on /health', async () => {
    const health = await fetch(`${gateway.url}/health`).then((response) => response.json() as Promise<unknown>);
    expect(health).toEqual({ ok: true, demo: true });
  });
});
