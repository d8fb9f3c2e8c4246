/** One operation's outcome as a message: a success sentence, or the error's message or a fallback. */
import { useCallback, useState } from 'react';

export interface ActionMessage {
  kind: 'success' | 'error';
  text: string;
}

export function useActionMessage() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage | null>(null);

  const run = useCallback(
    async <T>(
      operation: () => Promise<T>,
      success: string | ((result: T) => string),
      fallback: string,
    ): Promise<boolean> => {
      setBusy(true);
      setMessage(null);
      try {
        const result = await operation();
        setMessage({ kind: 'success', text: typeof success === 'function' ? success(result) : success });
        return true;
      } catch (error) {
        setMessage({ kind: 'error', text: error instanceof Error && error.message ? error.message : fallback });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { busy, message, run, clear: useCallback(() => setMessage(null), []) };
}
