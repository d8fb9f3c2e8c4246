/** The deployed function's settings and the gateway's deadline come from one constant. */
import { ANSWER_MARGIN_MS, FUNCTION_TIMEOUT_SECONDS, readGatewayConfig } from '../config/gatewayConfig';
import { api } from '../index';

const endpoint = (api as unknown as { __endpoint: { timeoutSeconds: number } }).__endpoint;

it("ends every request's model calls 5 s before the function's timeout", () => {
  expect(endpoint.timeoutSeconds).toBe(FUNCTION_TIMEOUT_SECONDS);
  expect(endpoint.timeoutSeconds * 1000 - readGatewayConfig({}).deadlineMs).toBe(ANSWER_MARGIN_MS);
  expect(ANSWER_MARGIN_MS).toBe(5_000);
});
