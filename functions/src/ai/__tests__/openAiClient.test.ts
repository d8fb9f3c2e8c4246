/** The SDK client is built with the gateway's settings, not the SDK's own defaults. */
import { readGatewayConfig } from '../../config/gatewayConfig';
import { createOpenAiClient } from '../openAiClient';

describe('createOpenAiClient', () => {
  it('retries once by default: the browser retries a failed analysis too', () => {
    const client = createOpenAiClient(readGatewayConfig({ OPENAI_API_KEY: 'sk-test' }));
    expect(client.maxRetries).toBe(1);
    expect(client.timeout).toBe(20_000);
  });

  it.each(['0', '2'])('retries as GATEWAY_UPSTREAM_MAX_RETRIES=%s says', (retries) => {
    const config = readGatewayConfig({ OPENAI_API_KEY: 'sk-test', GATEWAY_UPSTREAM_MAX_RETRIES: retries });
    expect(createOpenAiClient(config).maxRetries).toBe(Number(retries));
  });
});
