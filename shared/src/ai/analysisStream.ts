/**
 * POST /analyze: one request runs identify then estimate on the gateway and answers
 * with newline-delimited JSON, one event per line, in this order: `identified`, then `estimated`
 * or `error`. A failure before the first line (bad input, sign-in, rate limit) is an ordinary
 * JSON error reply with its status, like the other operations.
 */
import type { ItemIdentification, PriceEstimate } from '../types/entities';

export const ANALYSIS_STREAM_CONTENT_TYPE = 'application/x-ndjson';

export type AnalysisStep = 'identify' | 'estimate';

export type AnalysisStreamEvent =
  | { type: 'identified'; data: ItemIdentification; demo: boolean }
  | { type: 'estimated'; data: PriceEstimate; demo: boolean }
  /** `message` is the spec §8 text of the step that failed (or the gateway's readable 4xx text). */
  | { type: 'error'; step: AnalysisStep; status: number; code: string; message: string };
