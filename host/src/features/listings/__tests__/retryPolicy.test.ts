import { isFinalError, withRetry } from '../retryPolicy';

const failing = (...errors: unknown[]) => {
  const op = jest.fn(() => (errors.length > 0 ? Promise.reject(errors.shift()) : Promise.resolve('ok')));
  return op;
};
const noWait = () => Promise.resolve();

describe('withRetry (spec §8)', () => {
  it('tries again after a transient failure', async () => {
    const op = failing({ code: 'unavailable' });
    await expect(withRetry(op, noWait)).resolves.toBe('ok');
    expect(op).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 tries in all', async () => {
    const op = failing({ code: 'unavailable' }, { code: 'unavailable' }, { code: 'deadline-exceeded' });
    await expect(withRetry(op, noWait)).rejects.toEqual({ code: 'deadline-exceeded' });
    expect(op).toHaveBeenCalledTimes(3);
  });

  it.each(['permission-denied', 'unauthenticated', 'firestore/permission-denied'])('never retries %s', async (code) => {
    const op = failing({ code });
    await expect(withRetry(op, noWait)).rejects.toEqual({ code });
    expect(op).toHaveBeenCalledTimes(1);
  });

  it('waits longer before each try', async () => {
    const wait = jest.fn(noWait);
    await withRetry(failing(new Error('a'), new Error('b')), wait);
    expect(wait.mock.calls).toEqual([[1], [2]]);
  });
});

describe('isFinalError', () => {
  it.each([
    [{ code: 'permission-denied' }, true],
    [{ code: 'unavailable' }, false],
    [new Error('x'), false],
    [null, false],
  ])('%p → %p', (error, expected) => expect(isFinalError(error)).toBe(expected));
});
