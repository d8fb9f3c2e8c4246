/**
 * The AI a standalone remote uses: the local stack's gateway when it runs (its dev server tells,
 * see shared/federation/devServer.ts), else the demo samples in the page. Either way the results
 * are demo results (the stack without OPENAI_API_KEY answers from the same samples), labelled Demo AI.
 */
import type { AiClient } from '../ai/AiClient';
import { createGatewayAiClient } from '../gateway/gatewayClient';
import { demoAiClient } from '../testing/demoAiClient';

export type StandaloneAiSource = 'gateway' | 'demo';

/** Must match STANDALONE_GATEWAY_PATH in shared/federation/devServer.ts (Node side). */
const GATEWAY_PROBE = '/__standalone/gateway';

async function chooseAi(): Promise<{ client: AiClient; source: StandaloneAiSource }> {
  type Probe = { gatewayUrl?: string | null };
  const reply = await fetch(GATEWAY_PROBE).then(
    (response): Promise<Probe> | Probe => (response.ok ? response.json() : {}),
    (): Probe => ({}),
  );
  if (!reply.gatewayUrl) return { client: demoAiClient(), source: 'demo' };
  // Anonymous calls: the stand-in user has no Firebase ID token.
  return {
    client: createGatewayAiClient({ baseUrl: reply.gatewayUrl, getIdToken: () => Promise.resolve(null) }),
    source: 'gateway',
  };
}

/** An AiClient usable at once; each call goes to whichever AI the probe picked. */
export function standaloneAi(): { client: AiClient; source: Promise<StandaloneAiSource> } {
  const chosen = chooseAi();
  return {
    source: chosen.then(({ source }) => source),
    client: {
      analyze: (image, options) => chosen.then(({ client }) => client.analyze(image, options)),
      listing: (input, signal) => chosen.then(({ client }) => client.listing(input, signal)),
    },
  };
}
