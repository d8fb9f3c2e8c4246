/**
 * The gateway's rate limiters and daily budget as deployed: counters in Firestore, shared by every
 * instance, each with the in-memory limiter as the fallback. In the Functions emulator without a Firestore emulator
 * (FIRESTORE_EMULATOR_HOST unset) the counters stay in memory rather than reach for a real project.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import type { Env, GatewayConfig } from './config/gatewayConfig';
import { createFirestoreRateLimiter } from './http/firestoreRateLimiter';
import { quotaLimiters, type GatewayLog } from './http/gatewayHandler';
import type { QuotaLimiters } from './http/quota';
import { createRateLimiter } from './http/rateLimiter';

export function rateLimitersFromEnv(
  config: GatewayConfig,
  env: Env,
  log: GatewayLog = console,
): QuotaLimiters | undefined {
  if (env.FUNCTIONS_EMULATOR === 'true' && !env.FIRESTORE_EMULATOR_HOST) {
    log.info('[gateway] rate limits: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset); counting in memory');
    return undefined;
  }
  // The Firestore client (gRPC, protobufs) loads on the first request, not with the function:
  // loading it up front slowed every cold start and the emulator's first answer.
  let firestore: Promise<Firestore> | undefined;
  const db = () =>
    (firestore ??= import('firebase-admin/firestore').then(({ getFirestore }) =>
      getFirestore(getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp()),
    ));
  return quotaLimiters(config, ({ limit, windowMs }) =>
    createFirestoreRateLimiter({ db, limit, windowMs, fallback: createRateLimiter({ limit, windowMs }), log }),
  );
}
