/**
 * The gateway's rate limiters and daily budget as deployed: counters in Firestore, shared by every
 * instance, each with the in-memory limiter as the fallback. In the Functions emulator without a Firestore emulator
 * (FIRESTORE_EMULATOR_HOST unset) the counters stay in memory rather than reach for a real project.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { DAY_MS, type Env, type GatewayConfig } from './config/gatewayConfig';
import { sharedCallBudget, type MarketCallBudget } from './market/ebayBrowse';
import { createFirestoreCounters, createFirestoreRateLimiter } from './http/firestoreRateLimiter';
import type { GatewayLog } from './http/gatewayHandler';
import { createMemoryCounters, createRateLimiter, type CounterStore } from './http/rateLimiter';

/**
 * The project's Firestore, loaded on first use; none in the Functions emulator without a Firestore
 * emulator (FIRESTORE_EMULATOR_HOST unset), which must not reach for a real project.
 */
export function firestoreFromEnv(env: Env): (() => Promise<Firestore>) | undefined {
  if (env.FUNCTIONS_EMULATOR === 'true' && !env.FIRESTORE_EMULATOR_HOST) return undefined;
  // The Firestore client (gRPC, protobufs) loads on the first request, not with the function:
  // loading it up front slowed every cold start and the emulator's first answer.
  let firestore: Promise<Firestore> | undefined;
  return () =>
    (firestore ??= import('firebase-admin/firestore').then(({ getFirestore }) =>
      getFirestore(getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp()),
    ));
}

/** Every limit's counters: in Firestore, shared by every instance, with memory as the fallback. */
export function countersFromEnv(env: Env, log: GatewayLog = console): CounterStore | undefined {
  const db = firestoreFromEnv(env);
  if (!db) {
    log.info('[gateway] rate limits: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset); counting in memory');
    return undefined;
  }
  return createFirestoreCounters({ db, fallback: createMemoryCounters(), log });
}

/** A limiter counting in Firestore, with the in-memory one of the same limit as its fallback. */
const firestoreLimiter =
  (db: () => Promise<Firestore>, log: GatewayLog) =>
  ({ limit, windowMs }: { limit: number; windowMs: number }) =>
    createFirestoreRateLimiter({ db, limit, windowMs, fallback: createRateLimiter({ limit, windowMs }), log });

/**
 * The day's eBay searches counted in Firestore for every instance together (key
 * `service:ebay-searches`, the same per-day window documents as the budget's), with the in-memory
 * count as fallback; undefined where the rate limits count in memory (each instance then counts its own).
 */
export function marketBudgetFromEnv(
  config: GatewayConfig,
  env: Env,
  log: GatewayLog = console,
): MarketCallBudget | undefined {
  const db = firestoreFromEnv(env);
  if (!db) return undefined;
  return sharedCallBudget(firestoreLimiter(db, log)({ limit: config.market.dailySearches, windowMs: DAY_MS }));
}
