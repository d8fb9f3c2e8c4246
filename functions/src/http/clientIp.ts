import { isIPv6 } from 'node:net';

/**
 * The caller's IP for per-IP limits. Behind Google's front end the real client address is the
 * entry the front end appended to X-Forwarded-For, counted from the right; entries further left
 * are whatever the client chose to send and would let anyone dodge the limit.
 */
export function clientIp(
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  trustedHops: number,
): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustedHops > 0 && hops.length > 0) {
    return hops[Math.max(0, hops.length - trustedHops)];
  }
  return remoteAddress ?? 'unknown';
}

/**
 * The address a per-IP limit counts against. An IPv6 client is handed a whole /64 and can pick a
 * new address in it for every request, so IPv6 addresses count per /64 ('2001:db8:1:2::/64'), and
 * their /48 as well (rateLimitNetwork); an IPv4 address (also written IPv4-mapped,
 * '::ffff:203.0.113.7') counts alone.
 */
export function rateLimitAddress(ip: string): string {
  return ipv6Prefix(ip, 4) ?? ipv4Of(ip);
}

/**
 * The wider network an IPv6 address belongs to, for the address limits' second count: its /48
 * ('2001:db8:1::/48'), the block a site (and anyone renting one) is commonly handed, with 65,536
 * /64s in it. None for IPv4.
 */
export function rateLimitNetwork(ip: string): string | undefined {
  return ipv6Prefix(ip, 3);
}

const ipv4Of = (ip: string): string => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip;

/** The first `groups` groups of an IPv6 address as a prefix ('2001:db8:1:2::/64' for 4); none for IPv4. */
function ipv6Prefix(ip: string, groups: 3 | 4): string | undefined {
  if (/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.test(ip) || !isIPv6(ip)) return undefined;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail ('::1.2.3.4') takes two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const all = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - rightGroups.length).fill('0'), ...rightGroups]
    : left;
  return `${all
    .slice(0, groups)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/${groups * 16}`;
}
