/**
 * The uid a Firebase ID token was issued to, read from its payload (no check of its signature: the
 * gateway checks tokens; this only says whose a result kept on this device is). Undefined for
 * anything that is not a JWT with a `user_id` or `sub`.
 */
export function uidOfIdToken(token: string | null | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    if (!claims || typeof claims !== 'object') return undefined;
    const { user_id: userId, sub } = claims as Record<string, unknown>;
    const uid = typeof userId === 'string' ? userId : sub;
    return typeof uid === 'string' && uid ? uid : undefined;
  } catch {
    return undefined;
  }
}
