/**
 * The AI gateway (Cloud Functions for Firebase, v2). It owns the OpenAI key and the prompts; the
 * browser never talks to the AI provider directly. Routes: POST /analyze (identify then
 * estimate, streamed), POST /listing; GET /health, GET /config. CORS is answered by the gateway
 * itself (`cors: false` keeps the platform's middleware, which the emulator enables by default,
 * out of the way).
 *
 * forgetDeletedAccount: when an account is deleted, its data and its request counters go with it,
 * and its writes are refused from then on (accountCleanup.ts).
 *
 * countListings, countPhotos: keep each seller's usage (listings, photo bytes), which the rules hold
 * to a ceiling (sellerUsage.ts).
 */
import { auth } from 'firebase-functions/v1';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { forgetAccountCounts, forgetAccountData } from './accountCleanup';
import { FUNCTION_CONCURRENCY, FUNCTION_MAX_INSTANCES, FUNCTION_MEMORY } from './config/functionResources';
import { FUNCTION_TIMEOUT_SECONDS } from './config/gatewayConfig';
import { createGatewayFromEnv, lazyGateway } from './gateway';
import { toFunctionsListener } from './http/expressAdapter';
import { firestoreFromEnv } from './rateLimits';
import { countUsage, listingChange, photoChange, type UsageChange } from './sellerUsage';

// Deployed, the keys come from Secret Manager (`firebase functions:secrets:set OPENAI_API_KEY`). The
// eBay credentials (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET) are secrets too, declared only once a project
// has them (GATEWAY_EBAY_SECRETS=1 in functions/.env.<project>): a declared secret that does not
// exist fails the deploy, and without them the gateway prices from the model alone. The emulator
// reads every key from functions/.secret.local or the shell instead; declaring the secrets there
// would make it try to reach Secret Manager, which fails offline.
const ebaySecrets = process.env.GATEWAY_EBAY_SECRETS === '1' ? ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET'] : [];
const secrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['OPENAI_API_KEY', ...ebaySecrets];

// The gateway's deadline for a request (config/gatewayConfig.ts) is this timeout less the time to answer.
// Memory, concurrency and instances are sized together so that bodies the platform reads before
// the handler runs cannot exhaust an instance (the arithmetic is in config/functionResources.ts).
export const api = onRequest(
  {
    region: 'us-central1',
    cors: false,
    timeoutSeconds: FUNCTION_TIMEOUT_SECONDS,
    memory: FUNCTION_MEMORY,
    concurrency: FUNCTION_CONCURRENCY,
    maxInstances: FUNCTION_MAX_INSTANCES,
    secrets,
  },
  toFunctionsListener(lazyGateway(() => createGatewayFromEnv(process.env))),
);

// An Auth trigger (1st gen: the 2nd gen has no user-deleted event). Deleting an account in the app
// (Profile → Delete my account and data) fires it, as does deleting one in the console.
export const forgetDeletedAccount = auth.user().onDelete(async (user) => {
  const db = firestoreFromEnv(process.env);
  if (!db) return; // counters are in memory here (the Functions emulator without Firestore)
  const firestore = await db();
  const documents = await forgetAccountData(firestore, user.uid);
  const counters = await forgetAccountCounts(firestore, user.uid);
  console.info(`[gateway] account deleted: ${documents} document(s) and ${counters} request counter(s) removed`);
});

/** Counts a write against its seller's usage, where Firestore is there to count in. */
async function count(uid: string, change: UsageChange, written: string): Promise<void> {
  const db = firestoreFromEnv(process.env);
  if (!db) return;
  const outcome = await countUsage(await db(), uid, change, written);
  if (outcome === 'over-ceiling') console.warn(`[gateway] ${written} was past its seller's ceiling and is deleted`);
}

export const countListings = onDocumentWritten(
  { document: 'users/{uid}/listings/{listingId}', region: 'us-central1' },
  async (event) => {
    const before = { exists: event.data?.before.exists ?? false };
    const after = { exists: event.data?.after.exists ?? false };
    await count(
      event.params.uid,
      listingChange(before, after),
      `users/${event.params.uid}/listings/${event.params.listingId}`,
    );
  },
);

export const countPhotos = onDocumentWritten(
  { document: 'users/{uid}/listings/{listingId}/photos/{photo}', region: 'us-central1' },
  async (event) => {
    const { uid, listingId, photo } = event.params;
    await count(
      uid,
      photoChange(event.data?.before, event.data?.after),
      `users/${uid}/listings/${listingId}/photos/${photo}`,
    );
  },
);
