/**
 * The analysis' time budgets on a fake clock: identify may use its share of the request's
 * deadline at most, the estimate whatever is left, so both together never outlast the deadline.
 */
import type { AnalysisStreamEvent } from '@snap/shared/contracts';
import { AiServiceError } from '../../ai/aiErrors';
import { readGatewayConfig } from '../../config/gatewayConfig';
import { deadlineIn } from '../../deadline';
import { aiFailureToHttp } from '../../http/httpErrors';
import { jpegBase64, sampleEstimate, sampleItem } from '../../__tests__/support/fixtures';
import { analysisEvents, type RunModel } from '../analyzeOperation';
import { identifyOperation } from '../identifyOperation';

const { deadlineMs, identifyBudgetMs } = readGatewayConfig({});

interface Timing {
  /** Spent on the request before the analysis starts (caller check, rate limit). */
  spentBeforeMs?: number;
  identifyTakesMs: number;
  /** The estimate's rate-limit count still running once identify is done. */
  countTakesMs?: number;
}

async function analyse({ spentBeforeMs = 0, identifyTakesMs, countTakesMs = 0 }: Timing) {
  let clock = 1_700_000_000_000;
  const now = () => clock;
  const deadline = deadlineIn(deadlineMs, now);
  clock += spentBeforeMs;
  const budgets: Record<string, number> = {};
  // Like the gateway's runner: a call ends as a 504 when its budget is spent.
  const runModel: RunModel = async (operation, _messages, budgetMs) => {
    budgets[operation.name] = budgetMs;
    const takesMs = operation.name === 'identify' ? identifyTakesMs : 1_000;
    clock += Math.min(takesMs, budgetMs);
    if (takesMs > budgetMs) throw aiFailureToHttp(new AiServiceError('timeout'), operation.failureMessage);
    return operation.name === 'identify' ? sampleItem : sampleEstimate;
  };
  const events: AnalysisStreamEvent[] = [];
  for await (const event of analysisEvents({
    identifyMessages: identifyOperation.toMessages({ imageBase64: jpegBase64() }),
    runModel,
    context: { imageDetail: 'low' },
    demo: false,
    deadline,
    identifyBudgetMs,
    beforeEstimate: async () => {
      clock += countTakesMs;
    },
  }))
    events.push(event);
  return { budgets, events, elapsedMs: clock - 1_700_000_000_000 };
}

describe('analysis budgets', () => {
  it('are 33 s at most for identify and the rest of 55 s for the estimate', () => {
    expect({ deadlineMs, identifyBudgetMs }).toEqual({ deadlineMs: 55_000, identifyBudgetMs: 33_000 });
  });

  it.each<[string, Timing, { identify: number; estimate: number }]>([
    [
      'a fast identify leaves the estimate the rest',
      { identifyTakesMs: 4_000 },
      { identify: 33_000, estimate: 51_000 },
    ],
    ['a slow identify leaves less', { identifyTakesMs: 30_000 }, { identify: 33_000, estimate: 25_000 }],
    [
      'time spent before the analysis counts',
      { spentBeforeMs: 30_000, identifyTakesMs: 10_000 },
      { identify: 25_000, estimate: 15_000 },
    ],
    [
      'a slow rate-limit count counts',
      { identifyTakesMs: 2_000, countTakesMs: 3_000 },
      { identify: 33_000, estimate: 50_000 },
    ],
  ])('%s', async (_label, timing, expected) => {
    const { budgets, events } = await analyse(timing);
    expect(budgets).toEqual(expected);
    expect(events.map((event) => event.type)).toEqual(['identified', 'estimated']);
  });

  it('ends a stalled identify at its share, with a 504 error event', async () => {
    const { events, elapsedMs } = await analyse({ identifyTakesMs: 50_000 });
    expect(events).toEqual([
      {
        type: 'error',
        step: 'identify',
        status: 504,
        code: 'ai-timeout',
        message: 'Failed to identify item. Please try again.',
      },
    ]);
    expect(elapsedMs).toBe(33_000);
  });

  it('gives the estimate no time once the deadline has passed', async () => {
    const { budgets, events, elapsedMs } = await analyse({ spentBeforeMs: 30_000, identifyTakesMs: 25_000 });
    expect(budgets.estimate).toBe(0);
    expect(events.map((event) => event.type)).toEqual(['identified', 'error']);
    expect(elapsedMs).toBe(deadlineMs);
  });
});
