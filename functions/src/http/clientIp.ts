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
