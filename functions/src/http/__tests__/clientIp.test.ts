import { clientIp, rateLimitAddress, rateLimitNetwork } from '../clientIp';

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

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, expected) => expect(rateLimitAddress(ip)).toBe(expected));
});

describe('rateLimitNetwork', () => {
  it.each([
    ['203.0.113.7', undefined],
    ['::ffff:203.0.113.7', undefined],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['2001:0DB8:0001:0002::', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['unknown', undefined],
  ])('%s is in the network %s', (ip, expected) => expect(rateLimitNetwork(ip)).toBe(expected));
});
