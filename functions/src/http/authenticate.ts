/**
 * Who is calling: a signed-in user (a verified Firebase ID token), a visitor (a verified token of
 * an anonymous Firebase identity, which the browser makes on a visitor's first analysis and
 * upgrades in place on sign-up), or an anonymous caller known only by IP. A token that is sent
 * but does not verify is a 401 — never silently anonymous, so a signed-in user with an expired
 * session finds out instead of hitting the smaller anonymous limit.
 */
import { clientIp } from './clientIp';
import { HttpError } from './httpErrors';
import type { GatewayRequest } from './types';

export type Caller =
  | {
      kind: 'user';
      uid: string;
      ip: string;
      /** The account's email is verified (`email_verified`): the seller's own limits, not the lower ones. */
      verified: boolean;
      /** Verified, or made more than a day ago: may use the part of the day's budget kept for sellers. */
      established: boolean;
    }
  | { kind: 'visitor'; uid: string; ip: string }
  | { kind: 'anonymous'; ip: string };
/**
 * `anonymous`: the token is an anonymous identity's (`firebase.sign_in_provider == 'anonymous'`);
 * `emailVerified`: its `email_verified` claim; `createdAtMs`: when the account was made, when known
 * (looked up for an unverified account only). Missing means no: an account is new until shown old.
 */
export type VerifyIdToken = (
  token: string,
) => Promise<{ uid: string; anonymous?: boolean; emailVerified?: boolean; createdAtMs?: number }>;

/** An account this old is established even unverified: a throwaway made to drain the day must wait a day. */
export const ESTABLISHED_ACCOUNT_AGE_MS = 24 * 60 * 60_000;

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** Verifier failures that are our outage, not the caller's bad token. */
const OUTAGE_CODES = new Set(['auth/internal-error', 'app/network-error', 'app/network-timeout']);
/**
 * A token that is genuine but whose account is gone, disabled or signed out everywhere (the
 * verifier checks revocation): signing in again is the only way on, so the message says that.
 */
const SESSION_ENDED_CODES = new Set(['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found']);

export const UNAUTHENTICATED = (message = 'Your sign-in has expired. Please sign in again.') =>
  new HttpError(401, 'unauthenticated', message, { 'www-authenticate': 'Bearer' });
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';

export async function identifyCaller(
  request: GatewayRequest,
  verify: VerifyIdToken,
  trustedHops: number,
  now: () => number = Date.now,
): Promise<Caller> {
  const ip = () => clientIp(request.headers['x-forwarded-for'], request.remoteAddress, trustedHops);
  const header = request.headers.authorization?.trim();
  if (!header) return { kind: 'anonymous', ip: ip() };
  const token = BEARER.exec(header)?.[1];
  if (!token) throw UNAUTHENTICATED();
  try {
    const { uid, anonymous, emailVerified = false, createdAtMs } = await verify(token);
    if (anonymous) return { kind: 'visitor', uid, ip: ip() };
    const old = createdAtMs !== undefined && now() - createdAtMs >= ESTABLISHED_ACCOUNT_AGE_MS;
    return { kind: 'user', uid, ip: ip(), verified: emailVerified, established: emailVerified || old };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && OUTAGE_CODES.has(code)) {
      throw new HttpError(503, 'auth-unavailable', 'Sign-in could not be checked right now. Please try again.');
    }
    if (typeof code === 'string' && SESSION_ENDED_CODES.has(code)) throw UNAUTHENTICATED(SESSION_ENDED_MESSAGE);
    throw UNAUTHENTICATED();
  }
}
