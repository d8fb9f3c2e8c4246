/** The first photo's analysis starts before the screen renders it, and is claimed or aborted. */
import type { ItemIdentification } from '@snap/shared';
import { deferred } from '../../../../testing/renderCamera';
import { makeEstimate, makeItem } from '../../../../testing/fixtures';
import type { AnalysisResult } from '../../../results/analysisResult';
import { createAnalysisHeadStart } from '../analysisHeadStart';

const RESULT: AnalysisResult = { item: makeItem(), estimate: makeEstimate(), demo: false };

function startedAnalysis() {
  const reply = deferred<AnalysisResult>();
  const seen: { signal?: AbortSignal; identified?: (item: ItemIdentification) => void } = {};
  const analyze = jest.fn((signal: AbortSignal, onIdentified: (item: ItemIdentification) => void) => {
    seen.signal = signal;
    seen.identified = onIdentified;
    return reply.promise;
  });
  return { reply, seen, analyze };
}

describe('the analysis head start', () => {
  it('is claimed for its photo: the same request, no second one', async () => {
    const headStart = createAnalysisHeadStart();
    const { reply, analyze } = startedAnalysis();
    headStart.start('p1', analyze);
    expect(analyze).toHaveBeenCalledTimes(1);
    const claimed = headStart.claim('p1', new AbortController().signal, jest.fn());
    expect(claimed).not.toBeNull();
    reply.resolve(RESULT);
    await expect(claimed).resolves.toBe(RESULT);
    // Claimed once: nothing is left for a later claim.
    expect(headStart.claim('p1', new AbortController().signal, jest.fn())).toBeNull();
  });

  it('is not handed to another photo', () => {
    const headStart = createAnalysisHeadStart();
    headStart.start('p1', startedAnalysis().analyze);
    expect(headStart.claim('p2', new AbortController().signal, jest.fn())).toBeNull();
  });

  it('hands over what was identified before the claim, after the claimer returns, then the rest as it comes', async () => {
    const headStart = createAnalysisHeadStart();
    const { seen, analyze } = startedAnalysis();
    headStart.start('p1', analyze);
    seen.identified?.(makeItem({ itemName: 'Early' }));
    const onIdentified = jest.fn();
    headStart.claim('p1', new AbortController().signal, onIdentified);
    expect(onIdentified).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(onIdentified).toHaveBeenCalledWith(expect.objectContaining({ itemName: 'Early' }));
    seen.identified?.(makeItem({ itemName: 'Later' }));
    expect(onIdentified).toHaveBeenLastCalledWith(expect.objectContaining({ itemName: 'Later' }));
  });

  it('is aborted with the claimer’s signal', () => {
    const headStart = createAnalysisHeadStart();
    const { seen, analyze } = startedAnalysis();
    headStart.start('p1', analyze);
    const controller = new AbortController();
    headStart.claim('p1', controller.signal, jest.fn());
    expect(seen.signal?.aborted).toBe(false);
    controller.abort();
    expect(seen.signal?.aborted).toBe(true);
  });

  it('is aborted when its photo is on screen and not the one analysed, and only then', () => {
    const headStart = createAnalysisHeadStart();
    const { seen, analyze } = startedAnalysis();
    headStart.start('p1', analyze);
    // Not on screen yet: the commit that adds it has not happened.
    headStart.dropIfAmong([{ id: 'p0' }], null);
    // On screen and being analysed: useAnalysis claims it in that commit.
    headStart.dropIfAmong([{ id: 'p1' }], 'p1');
    expect(seen.signal?.aborted).toBe(false);
    headStart.dropIfAmong([{ id: 'p1' }], null);
    expect(seen.signal?.aborted).toBe(true);
    expect(headStart.claim('p1', new AbortController().signal, jest.fn())).toBeNull();
  });

  it('is aborted when its photo is abandoned, or another is started; dropping another photo leaves it', () => {
    const headStart = createAnalysisHeadStart();
    const first = startedAnalysis();
    headStart.start('p1', first.analyze);
    headStart.drop('p2');
    expect(first.seen.signal?.aborted).toBe(false);
    const second = startedAnalysis();
    headStart.start('p2', second.analyze);
    expect(first.seen.signal?.aborted).toBe(true);
    headStart.drop('p2');
    expect(second.seen.signal?.aborted).toBe(true);
  });

  it('lets a dropped analysis fail without an unhandled rejection', async () => {
    const headStart = createAnalysisHeadStart();
    const { reply, analyze } = startedAnalysis();
    headStart.start('p1', analyze);
    headStart.drop();
    reply.reject(new DOMException('aborted', 'AbortError'));
    await expect(reply.promise).rejects.toThrow('aborted');
  });
});
