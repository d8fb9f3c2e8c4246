import { countersFromEnv } from '../rateLimits';

const A_STORE = { hitAll: expect.any(Function) };

describe('countersFromEnv', () => {
  it('counts in memory in the Functions emulator when no Firestore emulator runs, and says so', () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    expect(countersFromEnv({ FUNCTIONS_EMULATOR: 'true' }, log)).toBeUndefined();
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('FIRESTORE_EMULATOR_HOST unset'));
  });

  it('counts in Firestore next to a Firestore emulator and when deployed', () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    expect(
      countersFromEnv({ FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, log),
    ).toMatchObject(A_STORE);
    expect(countersFromEnv({}, log)).toMatchObject(A_STORE);
    expect(log.info).not.toHaveBeenCalled();
  });
});
