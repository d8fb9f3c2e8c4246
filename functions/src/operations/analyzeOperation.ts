/**
 * One analysis in one round trip (POST /analyze): identify, then estimate from what was
 * identified, as events the gateway streams to the browser. This is the only place the two steps
 * are sequenced; each is its operation (identifyOperation, estimateOperation: their prompts, token
 * limits, schemas and failure messages). One request rather than two saves the browser a round
 * trip, and its upload, on a phone's slow uplink, and lets the panel name the item meanwhile.
 *
 * Once the item is known the market comparables are searched in parallel with the estimate's model
 * call, within min(what the deadline leaves less a margin, the market's longest wait). The estimate
 * then rests on the listings (shared/src/market/priceEvidence.ts), or, if they are too few or the search failed
 * or ran out of time, goes out as the model's estimate labelled as such; either way on time.
 */
import {
  type AnalysisStep,
  type AnalysisStreamEvent,
  type ItemIdentification,
  type PriceEstimate,
} from '@snap/shared/contracts';
import { priceFromEvidence, type MarketOutcome } from '@snap/shared/market';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Deadline } from '../deadline';
import { HttpError, INTERNAL_ERROR } from '../http/httpErrors';
import { pricedEstimateSchema, type GatewayEstimate } from '../ai/replyShapes';
import { identifiedAsBook } from '../books/bookItem';
import type { Book } from '../books/openLibraryBooks';
import { marketPlanOf, type MarketPlan } from '../market/askMarket';
import { estimateOperation } from './estimateOperation';
import { identifyOperation } from './identifyOperation';
import type { Operation, OperationContext } from './operation';

/**
 * Runs one operation's model call within `budgetMs`; resolves with the parsed reply, rejects with
 * an HttpError (a 504 once the budget is spent).
 */
export type RunModel = (
  operation: Operation,
  messages: ChatCompletionMessageParam[],
  budgetMs: number,
) => Promise<unknown>;

export interface AnalysisRun {
  /** identifyOperation's messages for the photo, built (and so validated) before the stream starts. */
  identifyMessages: ChatCompletionMessageParam[];
  runModel: RunModel;
  context: OperationContext;
  demo: boolean;
  /** Runs before the estimate step (the rate limit's count for it); a rejection fails that step. */
  beforeEstimate?(): Promise<void>;
  /** The request's one deadline: both steps end by it, so the answer fits the function's timeout. */
  deadline: Deadline;
  /** The most identify may use of it; the estimate gets whatever identify leaves. */
  identifyBudgetMs: number;
  /**
   * Searches the market for the item within `budgetMs`; never rejects and settles within the budget
   * (askMarket). Without it the estimate is the model's, labelled `unavailable`.
   */
  searchMarket?(plan: MarketPlan, budgetMs: number, signal: AbortSignal): Promise<MarketOutcome>;
  /** How long the market may take: the longest wait, and the margin kept back from the deadline. */
  marketWait?: { maxMs: number; marginMs: number };
  /** Why the estimate is not the market's, or not the model's figure (for the log, not the seller). */
  note?(message: string): void;
  /** The product's code read from a barcode in the photos (checked): the market is asked by it first. */
  gtin?: string;
  /** The seller said that code names the item (after a conflict): its listings are held to its own product. */
  codeConfirmed?: boolean;
  /**
   * The book that code names, when it is an ISBN: looked up while identify runs, and within its own
   * budget (the lookup never rejects). A book found makes the item that edition (identifiedAsBook).
   */
  book?: Promise<Book | undefined>;
}

/**
 * What the estimate reads of an identification (spec §7.2): name, category, brand, condition,
 * features. Identify's reply is already clamped to what the estimate accepts (itemLimits.ts), so
 * a wordy one is priced rather than refused by the estimate's own input check.
 */
export function estimateInputOf(item: ItemIdentification) {
  const { itemName, category, brandName, condition, features } = item;
  return { itemName, category, brandName, condition, features };
}

function failure(step: AnalysisStep, error: unknown): AnalysisStreamEvent {
  const { status, code, message } = error instanceof HttpError ? error : INTERNAL_ERROR();
  return { type: 'error', step, status, code, message };
}

export async function* analysisEvents({
  identifyMessages,
  runModel,
  context,
  demo,
  beforeEstimate,
  deadline,
  identifyBudgetMs,
  searchMarket,
  marketWait = { maxMs: 4_000, marginMs: 1_000 },
  note,
  gtin,
  codeConfirmed,
  book,
}: AnalysisRun): AsyncGenerator<AnalysisStreamEvent> {
  let item: ItemIdentification;
  try {
    const budgetMs = Math.min(identifyBudgetMs, deadline.remainingMs());
    item = (await runModel(identifyOperation, identifyMessages, budgetMs)) as ItemIdentification;
    const found = await book;
    if (found) item = identifiedAsBook(item, found);
  } catch (error) {
    yield failure('identify', error);
    return;
  }
  // Started before the identification goes out, so it runs beside the estimate's model call.
  const marketStop = new AbortController();
  const marketBudgetMs = Math.min(deadline.remainingMs() - marketWait.marginMs, marketWait.maxMs);
  const market: Promise<MarketOutcome> = searchMarket
    ? searchMarket(
        marketPlanOf({ ...item, ...(gtin ? { gtin, codeConfirmed } : {}) }),
        marketBudgetMs,
        marketStop.signal,
      )
    : Promise.resolve({ ok: false, reason: 'no market configured' });
  try {
    yield { type: 'identified', data: item, demo };
    await beforeEstimate?.();
    const estimate = (await runModel(
      estimateOperation,
      estimateOperation.toMessages(estimateInputOf(item), context),
      deadline.remainingMs(),
    )) as GatewayEstimate;
    const outcome = await market;
    const priced = priceFromEvidence(estimate, outcome, item);
    if (priced.reason) note?.(priced.reason);
    const { codeConflict } = outcome;
    if (codeConflict) note?.(`barcode ${codeConflict.gtin} names another product: ${codeConflict.title}`);
    const data: PriceEstimate = pricedEstimateSchema.parse({
      ...priced.estimate,
      ...(codeConflict ? { codeConflict } : {}),
    });
    yield { type: 'estimated', data, demo };
  } catch (error) {
    yield failure('estimate', error);
  } finally {
    marketStop.abort();
  }
}
