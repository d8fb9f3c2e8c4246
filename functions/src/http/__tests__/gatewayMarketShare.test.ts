/**
 * The day's eBay searches shared out per caller: one address (or one identity) cannot spend the
 * service's allowance and leave everyone else with AI-only estimates. Over real HTTP, with a market
 * that counts the searches it is asked for.
 */
import type { AnalysisStreamEvent } from '@snap/shared/contracts';
import { jsonReply } from '../../__tests__/support/fakeOpenAi';
import { sampleEstimate, sampleItem } from '../../__tests__/support/fixtures';
import { startGateway, type GatewayOptions, type GatewayUnderTest } from '../../__tests__/support/gatewayServer';
import type { MarketComparables } from '../../market/marketComparables';

// A dozen analyses or more a test, on a shared 2-core machine.
jest.setTimeout(30_000);

let gateway: GatewayUnderTest | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

/** 'user-<uid>' a new unverified account, 'seller-<uid>' a verified one, 'visitor-<uid>' an anonymous identity. */
const verifyIdToken: GatewayOptions['verifyIdToken'] = (token) => {
  const [kind, uid] = token.split('-');
  return Promise.resolve({ uid, anonymous: kind === 'visitor', emailVerified: kind === 'seller' });
};

/** A market that answers every search with nothing, and counts them. */
function countingMarket() {
  const queries: string[] = [];
  const market: MarketComparables = {
    search: (query) => {
      queries.push(query.query);
      return Promise.resolve({ listings: [], source: 'ebay', demo: true, fetchedAt: Date.now() });
    },
  };
  return { market, searches: () => queries.length };
}

async function start(env: Record<string, string>) {
  const { market, searches } = countingMarket();
  // Identify then estimate, for as many sequential analyses as a test makes.
  const script = Array.from({ length: 40 }, () => [jsonReply(sampleItem), jsonReply(sampleEstimate)]).flat();
  gateway = await startGateway({ script, env, verifyIdToken, market });
  const analyse = async (ip: string, token?: string) => {
    const reply = await gateway!.analyze(undefined, {
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    return reply.events.map((event: AnalysisStreamEvent) => event.type).join(',');
  };
  return { analyse, searches, log: gateway.log };
}

// 200 searches a day: an address may make 5 % of them (10), an established account 2 % (4), any
// other identity 1 % (2).
const ALLOWANCE = { GATEWAY_MARKET_DAILY_SEARCHES: '200' };

describe('the day’s market searches', () => {
  it('give one address a share: visitors behind it stop searching at 10; other addresses do not', async () => {
    const { analyse, searches, log } = await start(ALLOWANCE);
    for (let i = 0; i < 12; i += 1)
      expect(await analyse('198.51.100.150', `visitor-v${i}`)).toBe('identified,estimated');
    // Every analysis was priced; only ten of them searched.
    expect(searches()).toBe(10);
    expect(log.info.mock.calls.map(([line]) => String(line)).join('\n')).toContain(
      'share of the day’s market searches',
    );
    expect(await analyse('198.51.100.151', 'visitor-w1')).toBe('identified,estimated');
    expect(searches()).toBe(11);
  });

  it('give one identity a share: a new one 2, an established seller 4', async () => {
    const { analyse, searches } = await start(ALLOWANCE);
    for (let i = 0; i < 4; i += 1) await analyse('198.51.100.160', 'user-nina');
    expect(searches()).toBe(2);
    for (let i = 0; i < 6; i += 1) await analyse('198.51.100.161', 'seller-sara');
    expect(searches()).toBe(2 + 4);
    for (let i = 0; i < 3; i += 1) await analyse('198.51.100.162');
    expect(searches()).toBe(2 + 4 + 2);
  });

  it('give an IPv6 /48 twice an address’s share, whatever /64s it uses', async () => {
    const { analyse, searches } = await start(ALLOWANCE);
    for (let i = 0; i < 24; i += 1) await analyse(`2001:db8:5:${i}::1`, `visitor-x${i}`);
    expect(searches()).toBe(20);
  });
});
