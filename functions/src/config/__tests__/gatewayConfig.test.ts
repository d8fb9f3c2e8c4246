import { FUNCTION_TIMEOUT_SECONDS, GatewayConfigError, readGatewayConfig } from '../gatewayConfig';

describe('readGatewayConfig', () => {
  it('runs in demo mode against the local stand-in when no key is set', () => {
    const config = readGatewayConfig({});
    expect(config.demo).toBe(true);
    expect(config.openAi.baseURL).toBe('http://127.0.0.1:4110/v1');
    expect(config.openAi.apiKey).not.toBe('');
  });

  it('follows the stand-in port of the stack script', () => {
    expect(readGatewayConfig({ OPENAI_STANDIN_PORT: '4999' }).openAi.baseURL).toBe('http://127.0.0.1:4999/v1');
    expect(readGatewayConfig({ OPENAI_STANDIN_URL: 'http://127.0.0.1:1/v1' }).openAi.baseURL).toBe(
      'http://127.0.0.1:1/v1',
    );
  });

  it('switches to the real service when a key is set, keeping the SDK default URL', () => {
    const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_STANDIN_PORT: '4110' });
    expect(config.demo).toBe(false);
    expect(config.openAi).toMatchObject({ apiKey: 'sk-test', baseURL: undefined });
  });

  it('uses OPENAI_BASE_URL for a real key', () => {
    const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' });
    expect(config.openAi.baseURL).toBe('http://127.0.0.1:8000/v1');
  });

  it('never sends a real key to the stand-in when demo mode is forced', () => {
    const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-real', GATEWAY_DEMO: '1' });
    expect(config.demo).toBe(true);
    expect(config.openAi.apiKey).not.toBe('sk-real');
    expect(config.openAi.baseURL).toBe('http://127.0.0.1:4110/v1');
  });

  it('asks the eBay stand-in for market data without eBay credentials, and eBay itself with them', () => {
    expect(readGatewayConfig({}).market).toEqual({
      enabled: true,
      demo: true,
      baseUrl: 'http://127.0.0.1:4111',
      clientId: 'demo-client-id',
      clientSecret: 'demo-client-secret',
      dailySearches: 5000,
      maxWaitMs: 4000,
      cacheTtlMs: 3_600_000,
    });
    expect(readGatewayConfig({ GATEWAY_MARKET_CACHE_TTL_MS: '0' }).market.cacheTtlMs).toBe(0);
    expect(readGatewayConfig({ EBAY_STANDIN_PORT: '4999' }).market.baseUrl).toBe('http://127.0.0.1:4999');
    const real = { EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret', GATEWAY_MARKET_DAILY_SEARCHES: '100' };
    expect(readGatewayConfig(real).market).toMatchObject({
      demo: false,
      baseUrl: 'https://api.ebay.com',
      clientId: 'id',
      clientSecret: 'secret',
      dailySearches: 100,
    });
    // Forced demo mode never sends real credentials to the stand-in.
    expect(readGatewayConfig({ ...real, GATEWAY_DEMO: '1' }).market).toMatchObject({
      demo: true,
      clientId: 'demo-client-id',
    });
    expect(() => readGatewayConfig({ EBAY_CLIENT_ID: 'id' })).toThrow(/EBAY_CLIENT_ID and EBAY_CLIENT_SECRET/);
  });

  it('looks books up at Open Library deployed, at its stand-in locally, and nowhere locally without one', () => {
    expect(readGatewayConfig({ OPENAI_API_KEY: 'sk-real' }).books).toEqual({
      enabled: true,
      baseUrl: 'https://openlibrary.org',
      waitMs: 1500,
    });
    // Demo mode (no model key) or the emulator: nothing local asks the internet.
    expect(readGatewayConfig({}).books.enabled).toBe(false);
    expect(readGatewayConfig({ OPENAI_API_KEY: 'sk-real', FUNCTIONS_EMULATOR: 'true' }).books.enabled).toBe(false);
    expect(readGatewayConfig({ OPEN_LIBRARY_STANDIN_PORT: '4112' }).books).toMatchObject({
      enabled: true,
      baseUrl: 'http://127.0.0.1:4112',
    });
    expect(readGatewayConfig({ GATEWAY_BOOK_WAIT_MS: '800' }).books.waitMs).toBe(800);
  });

  it('asks no market when deployed with a model key but no eBay credentials: the stand-in is local only', () => {
    expect(readGatewayConfig({ OPENAI_API_KEY: 'sk-real' }).market.enabled).toBe(false);
    expect(readGatewayConfig({ OPENAI_API_KEY: 'sk-real', FUNCTIONS_EMULATOR: 'true' }).market.enabled).toBe(true);
    expect(
      readGatewayConfig({ OPENAI_API_KEY: 'sk-real', EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret' }).market,
    ).toMatchObject({ enabled: true, demo: false });
  });

  it('reads the image detail level: low by default, high when asked, anything else refused', () => {
    expect(readGatewayConfig({}).imageDetail).toBe('low');
    expect(readGatewayConfig({ GATEWAY_IMAGE_DETAIL: 'HIGH' }).imageDetail).toBe('high');
    expect(() => readGatewayConfig({ GATEWAY_IMAGE_DETAIL: 'auto' })).toThrow(
      /GATEWAY_IMAGE_DETAIL must be low or high/,
    );
  });

  it('has the client defaults: 20 s per attempt, one retry', () => {
    expect(readGatewayConfig({}).openAi).toMatchObject({ maxRetries: 1, timeoutMs: 20_000 });
  });

  it("gives a request the function's timeout less 5 s to answer, identify 60 % of it at most", () => {
    const config = readGatewayConfig({});
    expect(FUNCTION_TIMEOUT_SECONDS * 1000 - config.deadlineMs).toBe(5_000);
    expect(config).toMatchObject({ deadlineMs: 55_000, identifyBudgetMs: 33_000 });
    expect(readGatewayConfig({ GATEWAY_DEADLINE_MS: '2000' })).toMatchObject({
      deadlineMs: 2000,
      identifyBudgetMs: 1200,
    });
  });

  it('refuses a deadline the function could not answer by', () => {
    expect(() => readGatewayConfig({ GATEWAY_DEADLINE_MS: '55001' })).toThrow(
      /GATEWAY_DEADLINE_MS must be at most 55000/,
    );
  });

  it('reads limits, origins and timeouts from the environment', () => {
    const config = readGatewayConfig({
      GATEWAY_RATE_LIMIT_ANONYMOUS: '2',
      GATEWAY_RATE_LIMIT_USER: '3',
      GATEWAY_RATE_WINDOW_MS: '1000',
      GATEWAY_ALLOWED_ORIGINS: 'http://127.0.0.1:4100, https://snap.example',
      GATEWAY_UPSTREAM_TIMEOUT_MS: '250',
      GATEWAY_DEADLINE_MS: '900',
    });
    expect(config.rateLimit).toEqual({
      windowMs: 1000,
      anonymous: 2,
      visitor: 30,
      crowd: 300,
      user: 3,
      // Never more unverified than verified.
      unverified: 3,
      accounts: 300,
    });
    expect(config.allowedOrigins).toEqual(['http://127.0.0.1:4100', 'https://snap.example']);
    expect(config.openAi.timeoutMs).toBe(250);
    expect(config.deadlineMs).toBe(900);
  });

  it('reads the daily limits and the daily budget, and refuses a budget that is not dollars', () => {
    const config = readGatewayConfig({
      GATEWAY_DAILY_LIMIT_VISITOR: '7',
      GATEWAY_DAILY_LIMIT_CROWD: '70',
      GATEWAY_DAILY_BUDGET_CALLS: '500',
      GATEWAY_DAILY_BUDGET_USD: '2.5',
    });
    expect(config.dailyLimit).toEqual({
      anonymous: 100,
      visitor: 7,
      crowd: 70,
      user: 400,
      unverified: 100,
      accounts: 2_000,
    });
    expect(config.dailyBudget).toEqual({ calls: 500, usd: 2.5, reservedShare: 0.5 });
    expect(() => readGatewayConfig({ GATEWAY_DAILY_BUDGET_USD: 'free' })).toThrow(
      /GATEWAY_DAILY_BUDGET_USD must be a number of dollars > 0/,
    );
  });

  it('reads the share of the budget kept for established accounts, a fraction up to 0.9', () => {
    expect(readGatewayConfig({ GATEWAY_DAILY_BUDGET_RESERVED: '0.25' }).dailyBudget.reservedShare).toBe(0.25);
    expect(readGatewayConfig({ GATEWAY_DAILY_BUDGET_RESERVED: '0' }).dailyBudget.reservedShare).toBe(0);
    for (const bad of ['1', '0.95', '-0.1', 'half'])
      expect(() => readGatewayConfig({ GATEWAY_DAILY_BUDGET_RESERVED: bad })).toThrow(
        /GATEWAY_DAILY_BUDGET_RESERVED must be a fraction from 0 to 0.9/,
      );
  });

  it('lists every invalid value at once', () => {
    const read = () => readGatewayConfig({ GATEWAY_RATE_LIMIT_USER: 'lots', GATEWAY_DEADLINE_MS: '0' });
    expect(read).toThrow(GatewayConfigError);
    expect(read).toThrow(/GATEWAY_DEADLINE_MS.*GATEWAY_RATE_LIMIT_USER/);
  });
});
