/** A message that clears itself after `ms` (copy notice 2 s, status 3 s); a new one restarts the clock. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useTimedMessage(ms: number): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(''), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
