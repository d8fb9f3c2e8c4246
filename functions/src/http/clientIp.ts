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
 * new address in it for every request, so IPv6 addresses count per /64 ('2001:db8:1:2::/64'); an
 * IPv4 address (also written IPv4-mapped, '::ffff:203.0.113.7') counts alone.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail ('::1.2.3.4') takes two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - rightGroups.length).fill('0'), ...rightGroups]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
