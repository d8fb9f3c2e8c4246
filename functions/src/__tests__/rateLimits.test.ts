import { readGatewayConfig } from '../config/gatewayConfig';
import { rateLimitersFromEnv } from '../rateLimits';

const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-test' });
const tiers = {
  anonymous: expect.any(Object),
  visitor: expect.any(Object),
  crowd: expect.any(Object),
  user: expect.any(Object),
};
const EVERY_LIMIT = {
  window: tiers,
  day: tiers,
  service: { calls: expect.any(Object), microUsd: expect.any(Object) },
};

describe('rateLimitersFromEnv', () => {
  it('counts in memory in the Functions emulator when no Firestore emulator runs, and says so', () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    expect(rateLimitersFromEnv(config, { FUNCTIONS_EMULATOR: 'true' }, log)).toBeUndefined();
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('FIRESTORE_EMULATOR_HOST unset'));
  });

  it('counts in Firestore next to a Firestore emulator and when deployed', () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    expect(
      rateLimitersFromEnv(config, { FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, log),
    ).toMatchObject(EVERY_LIMIT);
    expect(rateLimitersFromEnv(config, {}, log)).toMatchObject(EVERY_LIMIT);
    expect(log.info).not.toHaveBeenCalled();
  });
});
