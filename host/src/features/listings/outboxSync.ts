/**
 * Sends the outbox's writes to the server and settles each once it is acknowledged. A flush sends
 * every waiting record whose listing has nothing on its way; a record changed while its listing's
 * send was on its way goes once that send has settled, so the server gets the listing's latest state
 * last (two sends of one listing at once could land in either order: a save still uploading its
 * photos would then write over a later change). It runs when the port for the seller is made (any page),
 * after each queued write, when the browser comes back online, and after a failure with a growing
 * wait (spec §8's backoff, continued: a queued write is never given up for a bad connection).
 * A new listing or analysis is queued before its photos are kept on the device; it is held until
 * they are (`hold`), since its send reads them.
 * A refusal no retry can change (permission-denied, unauthenticated: retryPolicy.ts; not-found: an
 * edit of a listing deleted meanwhile) is never a silent drop: the record stays on the device,
 * marked refused and not sent again, and the seller is told (the dashboard names the listing) until
 * they change the listing, which sends it again, or delete it. Two are let go: a change whose
 * screen awaited its send (`sent`: a tracking edit) and holds no analysis, whose refusal that
 * screen shows, and an edit of a listing that is no longer there (deleted on another
 * device), which has nothing left to change.
 *
 * Firestore itself does not fail a write while offline: it keeps it and resolves once the server
 * has it, so a record stays "waiting to sync" for as long as that takes.
 */
import type { Outbox, OutboxRecord, QueuedChange } from './outbox';
import { errorCode, isFinalError } from './retryPolicy';

export type SendWrite = (change: QueuedChange) => Promise<void>;

export interface OutboxSync {
  /** Sends what is waiting; resolves once this round's sends have settled or failed. */
  flush(): Promise<void>;
  /**
   * Resolves true once nothing waits, or false after `timeoutMs` (sign-out's bounded wait), or at
   * once when all that waits was refused.
   */
  drain(timeoutMs: number): Promise<boolean>;
  /**
   * Resolves once the listing's change at `version` (or a later one) has reached the server;
   * rejects with the server's refusal. A change that cannot be sent yet (offline) keeps it waiting.
   */
  sent(id: string, version: number): Promise<void>;
  /**
   * Sends none of the listing's changes until `until` settles (its photos still being kept on the
   * device, which the send reads), then sends what waits for it.
   */
  hold(id: string, until: Promise<unknown>): void;
  /** Stops listening for `online` and cancels a scheduled retry; what awaits a send is rejected. */
  stop(): void;
}

/** The wait before the n-th retry (n ≥ 1): 1 s, 2 s, 4 s … at most a minute. */
export const outboxRetryDelay = (attempt: number): number => Math.min(60_000, 1000 * 2 ** (attempt - 1));

/** A refusal that no resend can change: the record is not sent again (dropped, or kept and marked refused). */
export function isRefusal(error: unknown): boolean {
  return isFinalError(error) || isNotFound(error);
}

const isNotFound = (error: unknown) => errorCode(error) === 'not-found';

/** Why the server refused a write, as the seller reads it. */
export function refusalReason(error: unknown): string {
  // Said by the port already (a ceiling of what the seller may keep: firestoreListingsPort.ts).
  const given = (error as { reason?: unknown } | null)?.reason;
  if (typeof given === 'string') return given;
  const code = errorCode(error);
  if (code === 'unauthenticated') return 'your sign-in has ended';
  if (code === 'not-found') return 'the listing is no longer there';
  return 'the server refused it';
}

export interface OutboxSyncOptions {
  warn?: (message: string, error?: unknown) => void;
  /** Where `online` is announced; none in Node. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createOutboxSync(
  outbox: Outbox,
  send: SendWrite,
  {
    warn = console.warn,
    events = typeof window === 'undefined' ? undefined : window,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }: OutboxSyncOptions = {},
): OutboxSync {
  // The listings with a send on its way: one at a time each.
  const sending = new Set<string>();
  // The listings whose photos are still being kept on the device: how many holds each has.
  const held = new Map<string, number>();
  const busy = (id: string) => sending.has(id) || held.has(id);
  // Screens awaiting a listing's change (sent): the version each waits for.
  type Waiter = { version: number; resolve: () => void; reject: (error: unknown) => void };
  const waiters = new Map<string, Waiter[]>();
  // The last answer for each listing, for a screen that asks after its change was already sent.
  const answered = new Map<string, { version: number; error?: unknown }>();
  const answer = (id: string, version: number, error?: unknown) => {
    answered.set(id, { version, error });
    const all = waiters.get(id) ?? [];
    const done = all.filter((waiter) => waiter.version <= version);
    const still = all.filter((waiter) => waiter.version > version);
    if (still.length > 0) waiters.set(id, still);
    else waiters.delete(id);
    done.forEach((waiter) => (error === undefined ? waiter.resolve() : waiter.reject(error)));
    return done.length > 0;
  };
  let failures = 0;
  let retry: unknown;
  let stopped = false;

  const scheduleRetry = () => {
    if (stopped || retry !== undefined) return;
    failures += 1;
    retry = setTimer(() => {
      retry = undefined;
      void flush();
    }, outboxRetryDelay(failures));
  };

  const sendOne = async (record: OutboxRecord): Promise<void> => {
    sending.add(record.id);
    // Answered (taken or refused for good): a change made meanwhile goes next.
    let next = true;
    try {
      await send(record);
      failures = 0;
      await outbox.settle(record);
      answer(record.id, record.version);
    } catch (error) {
      if (!isRefusal(error)) {
        next = false;
        warn(`Could not send a waiting change of listing ${record.id}; trying again later`, error);
        scheduleRetry();
        return;
      }
      const shown = answer(record.id, record.version, error);
      if (!record.listing && (shown || isNotFound(error))) {
        warn(`The server refused a change of listing ${record.id}; it is dropped`, error);
        await outbox.settle(record).catch(() => undefined);
      } else {
        warn(`The server refused a change of listing ${record.id}; it stays on this device`, error);
        await outbox.refuse(record, refusalReason(error)).catch(() => undefined);
      }
    } finally {
      sending.delete(record.id);
      if (next) await flushListing(record.id);
    }
  };

  /** Sends the listing's change made while its last send was on its way, if there is one. */
  const flushListing = async (id: string) => {
    const records = await outbox.pending().catch(() => []);
    const waiting = records.find((r) => r.id === id && !r.refused);
    if (waiting && !stopped && !busy(id)) await sendOne(waiting);
  };

  async function flush(): Promise<void> {
    if (stopped) return;
    let records: OutboxRecord[];
    try {
      records = await outbox.pending();
    } catch (error) {
      warn('Could not read the waiting listing changes', error);
      return;
    }
    await Promise.all(records.filter((r) => !r.refused && !busy(r.id)).map(sendOne));
  }

  const online = () => {
    if (retry !== undefined) clearTimer(retry);
    retry = undefined;
    failures = 0;
    void flush();
  };
  events?.addEventListener('online', online);

  return {
    flush,
    drain(timeoutMs) {
      return new Promise<boolean>((resolve) => {
        let stopWatching = () => {};
        const timer = setTimer(() => {
          stopWatching();
          resolve(false);
        }, timeoutMs);
        stopWatching = outbox.watch((count, records) => {
          // What is left only waits for the seller (refused): no wait makes it go.
          const done = count === 0 || records.every((record) => record.refused);
          if (!done) return;
          clearTimer(timer);
          // Told at once when already empty: unsubscribe after this call returns.
          queueMicrotask(() => stopWatching());
          resolve(count === 0);
        });
        void flush();
      });
    },
    sent(id, version) {
      return new Promise<void>((resolve, reject) => {
        if (stopped) return reject(new Error('The seller has gone'));
        const last = answered.get(id);
        if (last && last.version >= version) return last.error === undefined ? resolve() : reject(last.error);
        waiters.set(id, [...(waiters.get(id) ?? []), { version, resolve, reject }]);
        void flush();
      });
    },
    hold(id, until) {
      held.set(id, (held.get(id) ?? 0) + 1);
      const release = () => {
        const left = (held.get(id) ?? 1) - 1;
        if (left > 0) held.set(id, left);
        else held.delete(id);
        if (!busy(id)) void flushListing(id);
      };
      until.then(release, release);
    },
    stop() {
      stopped = true;
      const gone = new Error('The seller has gone');
      [...waiters.values()].flat().forEach((waiter) => waiter.reject(gone));
      waiters.clear();
      events?.removeEventListener('online', online);
      if (retry !== undefined) clearTimer(retry);
      retry = undefined;
    },
  };
}
