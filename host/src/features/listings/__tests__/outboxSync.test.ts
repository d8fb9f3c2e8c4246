import type { NewListing } from '@snap/shared';
import { createOutbox, memoryOutboxStore, type QueuedWrite } from '../outbox';
import { createOutboxSync, outboxRetryDelay, refusalReason } from '../outboxSync';

const LISTING = { itemName: 'Lamp', price: 45 } as NewListing;
const flushed = () => new Promise((r) => setTimeout(r, 0));

/** Timers run only when the test says so. */
function manualTimers() {
  const timers: { run: () => void; ms: number }[] = [];
  return {
    timers,
    setTimer: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    runNext: () => timers.shift()?.run(),
  };
}

function setUp(send: (write: QueuedWrite) => Promise<void>) {
  const outbox = createOutbox('u1', memoryOutboxStore());
  const events = new EventTarget();
  const warn = jest.fn();
  const timers = manualTimers();
  const sync = createOutboxSync(outbox, send, { warn, events: events as unknown as Window, ...timers });
  return { outbox, sync, events, warn, timers };
}

describe('createOutboxSync', () => {
  it('sends each waiting write and settles it once acknowledged', async () => {
    const sent: QueuedWrite[] = [];
    const { outbox, sync } = setUp(async (write) => void sent.push(write));
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    await outbox.queue({ kind: 'update', id: 'b', edit: { price: 3 } });
    await sync.flush();
    expect(sent.map((w) => [w.kind, w.id])).toEqual([
      ['save', 'a'],
      ['update', 'b'],
    ]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('sends where a listing is listed only once the listing’s own write has gone', async () => {
    const sent: string[] = [];
    const { outbox, sync } = setUp(async (write) => void sent.push(`${write.kind} ${write.id}`));
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    await outbox.queue({ kind: 'track', id: 'a', edit: {}, shares: ['ebay'] });
    await outbox.queue({ kind: 'track', id: 'b', edit: { status: 'archived' }, shares: [] });
    await sync.flush();
    await flushed();
    await flushed();
    expect(sent).toEqual(['save a', 'track b', 'track a']);
    expect(await outbox.pending()).toEqual([]);
  });

  it('does not send a record twice while it is on its way, but sends it again once changed', async () => {
    const answers: (() => void)[] = [];
    const send = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const { outbox, sync } = setUp(send);
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    void sync.flush();
    await flushed();
    void sync.flush();
    await flushed();
    expect(send).toHaveBeenCalledTimes(1);
    await outbox.queue({ kind: 'update', id: 'a', edit: { price: 50 } });
    void sync.flush();
    await flushed();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([expect.objectContaining({ kind: 'save', listing: { ...LISTING, price: 50 } })]);
    answers.forEach((answer) => answer());
    await flushed();
    await flushed();
    expect(await outbox.pending()).toEqual([]);
  });

  it('keeps a write that failed and tries again after a growing wait, and at once when back online', async () => {
    const send = jest
      .fn<Promise<void>, [QueuedWrite]>()
      .mockRejectedValueOnce(Object.assign(new Error('quota'), { code: 'resource-exhausted' }))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue();
    const { outbox, sync, events, timers } = setUp(send);
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    await sync.flush();
    expect(timers.timers.map((t) => t.ms)).toEqual([outboxRetryDelay(1)]);
    timers.runNext();
    await flushed();
    await flushed();
    expect(timers.timers.map((t) => t.ms)).toEqual([outboxRetryDelay(2)]);
    expect(await outbox.pending()).toHaveLength(1);
    events.dispatchEvent(new Event('online'));
    await flushed();
    await flushed();
    expect(send).toHaveBeenCalledTimes(3);
    expect(await outbox.pending()).toEqual([]);
    expect([1, 2, 3, 7, 20].map(outboxRetryDelay)).toEqual([1000, 2000, 4000, 60_000, 60_000]);
  });

  it('keeps a save the server refuses for good, marked and not sent again, never a silent drop', async () => {
    const send = jest.fn(() => Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })));
    const { outbox, sync, warn, timers } = setUp(send);
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    await sync.flush();
    expect(await outbox.pending()).toEqual([
      expect.objectContaining({ kind: 'save', id: 'a', refused: 'the server refused it' }),
    ]);
    expect(timers.timers).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stays on this device'), expect.anything());
    await sync.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a refused write again once the seller changes the listing', async () => {
    let refuse = true;
    const sent: QueuedWrite[] = [];
    const { outbox, sync } = setUp(async (write) => {
      if (refuse) throw Object.assign(new Error('token'), { code: 'unauthenticated' });
      sent.push(write);
    });
    await outbox.queue({ kind: 'update', id: 'a', edit: { price: 3 } });
    await sync.flush();
    expect((await outbox.pending())[0].refused).toBe('your sign-in has ended');
    refuse = false;
    await outbox.queue({ kind: 'update', id: 'a', edit: { title: 'Lamp - $3' } });
    await sync.flush();
    expect(sent).toEqual([expect.objectContaining({ edit: { price: 3, title: 'Lamp - $3' } })]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('lets an edit of a listing that is no longer there go, with a warning (deleted on another device)', async () => {
    const { outbox, sync, warn } = setUp(() => Promise.reject(Object.assign(new Error('gone'), { code: 'not-found' })));
    await outbox.queue({ kind: 'update', id: 'a', edit: { price: 3 } });
    await sync.flush();
    expect(await outbox.pending()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped'), expect.anything());
  });

  it("lets a refused 'track' copy go: its change was sent straight on and refused before the seller's eyes", async () => {
    const { outbox, sync } = setUp(() => Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })));
    await outbox.queue({ kind: 'track', id: 'a', edit: { status: 'listed' }, shares: [] });
    await sync.flush();
    expect(await outbox.pending()).toEqual([]);
  });

  it('drains at once, false, when all that waits was refused', async () => {
    const { outbox, sync, timers } = setUp(() =>
      Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })),
    );
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    await sync.flush();
    const drained = sync.drain(60_000);
    await flushed();
    expect(await drained).toBe(false);
    expect(timers.timers.filter((timer) => timer.ms === 60_000)).toHaveLength(1);
  });

  it('drains: true once nothing waits, false when the wait runs out first', async () => {
    let answer = () => {};
    const { outbox, sync, timers } = setUp(() => new Promise<void>((resolve) => (answer = resolve)));
    await outbox.queue({ kind: 'save', id: 'a', listing: LISTING });
    const late = sync.drain(100);
    await flushed();
    timers.runNext();
    expect(await late).toBe(false);
    const drained = sync.drain(100);
    await flushed();
    answer();
    expect(await drained).toBe(true);
  });
});

describe('refusalReason', () => {
  it('reads a refusal as the seller would, and keeps a reason the port already gave', () => {
    expect(refusalReason({ code: 'permission-denied' })).toBe('the server refused it');
    expect(refusalReason({ code: 'unauthenticated' })).toBe('your sign-in has ended');
    expect(refusalReason({ code: 'permission-denied', reason: 'your photo storage is full (256 MB)' })).toBe(
      'your photo storage is full (256 MB)',
    );
  });
});
