/**
 * The AI gateway (Cloud Functions for Firebase, v2). It owns the OpenAI key and the prompts; the
 * browser never talks to the AI provider directly. Routes: POST /analyze (identify then
 * estimate, streamed), POST /listing; GET /health, GET /config. CORS is answered by the gateway
 * itself (`cors: false` keeps the platform's middleware, which the emulator enables by default,
 * out of the way).
 *
 * forgetDeletedAccount: when an account is deleted, its data and its request counters go with it,
 * and its writes are refused from then on (accountCleanup.ts).
 */
import { auth } from 'firebase-functions/v1';
import { onRequest } from 'firebase-functions/v2/https';
import { forgetAccountCounts, forgetAccountData } from './accountCleanup';
import { FUNCTION_CONCURRENCY, FUNCTION_MAX_INSTANCES, FUNCTION_MEMORY } from './config/functionResources';
import { FUNCTION_TIMEOUT_SECONDS } from './config/gatewayConfig';
import { createGatewayFromEnv, lazyGateway } from './gateway';
import { toFunctionsListener } from './http/expressAdapter';
import { firestoreFromEnv } from './rateLimits';

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
