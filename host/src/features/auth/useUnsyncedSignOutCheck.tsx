/**
 * Sign-out deletes the seller's data from the device, the writes still on their way to the server
 * included (forgetDevice.ts). Before that, this asks: when some would be lost (offline, or still
 * sending after the wait), the seller chooses to wait (and stays signed in, the work kept and still
 * sending) or to sign out and lose it. Nothing waiting: no question, sign-out goes on at once.
 */
import { useCallback, useState, type ReactNode } from 'react';
// Not a lazy chunk: the question is asked offline too, where a chunk not yet fetched could not come.
import UnsyncedWorkDialog from './UnsyncedWorkDialog';

interface Question {
  count: number;
  answer(signOut: boolean): void;
}

export function useUnsyncedSignOutCheck(countWaiting: () => Promise<number>): {
  /** For AuthProvider's beforeSignOut: true to go on signing out. */
  check: () => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  const check = useCallback(async () => {
    const count = await countWaiting().catch(() => 0);
    if (count === 0) return true;
    return new Promise<boolean>((resolve) =>
      setQuestion({
        count,
        answer: (signOut) => {
          setQuestion(null);
          resolve(signOut);
        },
      }),
    );
  }, [countWaiting]);
  const dialog = question && <UnsyncedWorkDialog count={question.count} onAnswer={question.answer} />;
  return { check, dialog };
}
