import type { NewListing } from '@snap/shared';
import { createOutbox, memoryOutboxStore, type QueuedChange } from '../outbox';
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

function setUp(send: (write: QueuedChange) => Promise<void>) {
  const outbox = createOutbox('u1', memoryOutboxStore());
  const events = new EventTarget();
  const warn = jest.fn();
  const timers = manualTimers();
  const sync = createOutboxSync(outbox, send, { warn, events: events as unknown as Window, ...timers });
  return { outbox, sync, events, warn, timers };
}

describe('createOutboxSync', () => {
  it('sends each waiting write and settles it once acknowledged', async () => {
    const sent: QueuedChange[] = [];
    const { outbox, sync } = setUp(async (write) => void sent.push(write));
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await outbox.queue({ id: 'b', edit: { price: 3, status: 'archived' } });
    await sync.flush();
    expect(sent).toEqual([
      expect.objectContaining({ id: 'a', listing: LISTING, create: true }),
      expect.objectContaining({ id: 'b', edit: { price: 3, status: 'archived' } }),
    ]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('sends one change of a listing at a time: a change made while one is on its way goes once that one is answered', async () => {
    const answers: (() => void)[] = [];
    const send = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const { outbox, sync } = setUp(send);
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    void sync.flush();
    await flushed();
    void sync.flush();
    await flushed();
    expect(send).toHaveBeenCalledTimes(1);
    // Marked listed while the save (its photos still going up) is on its way: two sends at once
    // could land in either order, the save's last, and the mark would be lost.
    const version = await outbox.queue({ id: 'a', edit: { sharedTo: ['craigslist'] } });
    const marked = sync.sent('a', version);
    await flushed();
    expect(send).toHaveBeenCalledTimes(1);
    answers.shift()?.();
    await flushed();
    await flushed();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([
      expect.objectContaining({ create: true, listing: LISTING, edit: { sharedTo: ['craigslist'] } }),
    ]);
    answers.shift()?.();
    await marked;
    expect(await outbox.pending()).toEqual([]);
  });

  it('sends the next change of a listing after a refusal too, but after a failure only once the retry comes', async () => {
    const answers: ((error: Error) => void)[] = [];
    const send = jest.fn(() => new Promise<void>((_resolve, reject) => answers.push(reject)));
    const { outbox, sync, timers } = setUp(send);
    const coded = (code: string) => Object.assign(new Error(code), { code });

    await outbox.queue({ id: 'a', edit: { price: 1 } });
    void sync.flush();
    await flushed();
    await outbox.queue({ id: 'a', edit: { price: 2 } });
    answers.shift()?.(coded('permission-denied'));
    await flushed();
    await flushed();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([expect.objectContaining({ edit: { price: 2 } })]);

    await outbox.queue({ id: 'a', edit: { price: 3 } });
    answers.shift()?.(coded('unavailable'));
    await flushed();
    await flushed();
    expect(send).toHaveBeenCalledTimes(2);
    expect(timers.timers).toHaveLength(1);
    timers.runNext();
    await flushed();
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[2]).toEqual([expect.objectContaining({ edit: { price: 3 } })]);
  });

  it('holds the changes of a listing while its photos are being kept, then sends what waits', async () => {
    const send = jest.fn(() => Promise.resolve());
    const { outbox, sync } = setUp(send);
    let kept: () => void = () => undefined;
    sync.hold('a', new Promise<void>((resolve) => (kept = resolve)));
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await outbox.queue({ id: 'b', edit: { price: 3 } });
    await sync.flush();
    // Another listing goes; the held one waits for its photos, which its send reads.
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b' }));
    kept();
    await flushed();
    await flushed();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a', create: true }));
    expect(await outbox.pending()).toEqual([]);
  });

  it('does not take the answer for what an earlier page left as the answer for a change made on this one', async () => {
    const store = memoryOutboxStore();
    await createOutbox('u1', store).queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    const outbox = createOutbox('u1', store);
    const send = jest.fn((_write: QueuedChange) => Promise.resolve());
    const sync = createOutboxSync(outbox, send, { warn: jest.fn(), events: undefined, ...manualTimers() });
    await sync.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await sync.sent('a', await outbox.queue({ id: 'a', edit: { sharedTo: ['craigslist'] } }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([expect.objectContaining({ edit: { sharedTo: ['craigslist'] } })]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('keeps a write that failed and tries again after a growing wait, and at once when back online', async () => {
    const send = jest
      .fn<Promise<void>, [QueuedChange]>()
      .mockRejectedValueOnce(Object.assign(new Error('quota'), { code: 'resource-exhausted' }))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue();
    const { outbox, sync, events, timers } = setUp(send);
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
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
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await sync.flush();
    expect(await outbox.pending()).toEqual([
      expect.objectContaining({ id: 'a', create: true, refused: 'the server refused it' }),
    ]);
    expect(timers.timers).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stays on this device'), expect.anything());
    await sync.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a refused write again once the seller changes the listing', async () => {
    let refuse = true;
    const sent: QueuedChange[] = [];
    const { outbox, sync } = setUp(async (write) => {
      if (refuse) throw Object.assign(new Error('token'), { code: 'unauthenticated' });
      sent.push(write);
    });
    await outbox.queue({ id: 'a', edit: { price: 3 } });
    await sync.flush();
    expect((await outbox.pending())[0].refused).toBe('your sign-in has ended');
    refuse = false;
    await outbox.queue({ id: 'a', edit: { title: 'Lamp - $3' } });
    await sync.flush();
    expect(sent).toEqual([expect.objectContaining({ edit: { price: 3, title: 'Lamp - $3' } })]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('lets an edit of a listing that is no longer there go, with a warning (deleted on another device)', async () => {
    const { outbox, sync, warn } = setUp(() => Promise.reject(Object.assign(new Error('gone'), { code: 'not-found' })));
    await outbox.queue({ id: 'a', edit: { price: 3 } });
    await sync.flush();
    expect(await outbox.pending()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped'), expect.anything());
  });

  it('answers the screen that awaits a change: once sent, or with the refusal, which it then shows (the change goes)', async () => {
    let refuse = false;
    const { outbox, sync } = setUp(async () => {
      if (refuse) throw Object.assign(new Error('no'), { code: 'permission-denied' });
    });
    const version = await outbox.queue({ id: 'a', edit: { status: 'archived' } });
    await expect(sync.sent('a', version)).resolves.toBeUndefined();
    // Asked after the answer came: the same answer.
    await expect(sync.sent('a', version)).resolves.toBeUndefined();
    refuse = true;
    const next = await outbox.queue({ id: 'a', edit: { status: 'sold' } });
    await expect(sync.sent('a', next)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await outbox.pending()).toEqual([]);
  });

  it('keeps a refused new listing on the device even when a screen awaited it: the refusal is named there too', async () => {
    const { outbox, sync } = setUp(() => Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })));
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    const version = await outbox.queue({ id: 'a', edit: { status: 'archived' } });
    await expect(sync.sent('a', version)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await outbox.pending()).toEqual([expect.objectContaining({ id: 'a', refused: 'the server refused it' })]);
  });

  it('keeps a screen waiting while the change cannot be sent (offline), and lets it go when the seller leaves', async () => {
    const { outbox, sync } = setUp(() => Promise.reject(new Error('network')));
    const version = await outbox.queue({ id: 'a', edit: { status: 'archived' } });
    let answered = false;
    const waiting = sync.sent('a', version).finally(() => (answered = true));
    await flushed();
    await flushed();
    expect(answered).toBe(false);
    sync.stop();
    await expect(waiting).rejects.toThrow('The seller has gone');
  });

  it('drains at once, false, when all that waits was refused', async () => {
    const { outbox, sync, timers } = setUp(() =>
      Promise.reject(Object.assign(new Error('no'), { code: 'permission-denied' })),
    );
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
    await sync.flush();
    const drained = sync.drain(60_000);
    await flushed();
    expect(await drained).toBe(false);
    expect(timers.timers.filter((timer) => timer.ms === 60_000)).toHaveLength(1);
  });

  it('drains: true once nothing waits, false when the wait runs out first', async () => {
    let answer = () => {};
    const { outbox, sync, timers } = setUp(() => new Promise<void>((resolve) => (answer = resolve)));
    await outbox.queue({ id: 'a', listing: LISTING, create: true, edit: {} });
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
