/** Types for scripts/ebay-standin.mjs, so TypeScript tests can import it. */
export type EbayStandInCase =
  | 'normal'
  | 'none'
  | 'few'
  | 'accessories'
  | 'outliers'
  | 'currencies'
  | 'rate-limited'
  | 'error'
  | 'hang';

export const STANDIN_CASES: EbayStandInCase[];

export interface EbayStandInRequest {
  kind: 'token' | 'search' | 'category-tree' | 'category-suggestions';
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
  query?: Record<string, string>;
  case?: string;
}

export interface EbayStandIn {
  port: number;
  /** Base URL, e.g. http://127.0.0.1:4111 (the adapter adds /identity/… and /buy/…). */
  url: string;
  setCase(kase: EbayStandInCase | undefined): void;
  requests: EbayStandInRequest[];
  close(): Promise<void>;
}

export function startEbayStandIn(options?: {
  port?: number;
  host?: string;
  tokenLifetimeSeconds?: number;
}): Promise<EbayStandIn>;
