import { clientIp } from '../clientIp';

describe('clientIp', () => {
  it.each<[string | undefined, string | undefined, number, string]>([
    [undefined, '10.0.0.1', 1, '10.0.0.1'],
    ['203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7, 10.1.1.1', '10.0.0.1', 2, '203.0.113.7'],
    ['203.0.113.7', '10.0.0.1', 5, '203.0.113.7'],
    ['6.6.6.6', '10.0.0.1', 0, '10.0.0.1'],
    [' , ', undefined, 1, 'unknown'],
  ])('X-Forwarded-For %p from %p with %p trusted hops → %p', (forwarded, remote, hops, expected) => {
    expect(clientIp(forwarded, remote, hops)).toBe(expected);
  });
});
