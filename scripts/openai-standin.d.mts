/** Types for scripts/openai-standin.mjs, so TypeScript tests and the stack script can import it. */
export interface OpenAiStandIn {
  port: number;
  /** Base URL for the openai SDK, e.g. http://127.0.0.1:4110/v1 */
  url: string;
  /** Changes the fixed latency of every later answer. */
  setDelayMs(ms: number): void;
  close(): Promise<void>;
}

export function startOpenAiStandIn(options?: {
  port?: number;
  host?: string;
  delayMs?: number;
}): Promise<OpenAiStandIn>;
