import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a save or failure banner stays: 3 seconds. */
export const MESSAGE_CLEAR_MS = 3000;

/**
 * A message that clears itself `ms` after it was shown; showing another restarts the clock.
 * @param ms - how long each message stays
 * @returns the current message and `show` (pass undefined to clear now)
 * @example
 * const [message, show] = useTimedMessage<string>(3000);
 * show('Settings saved successfully!'); // message is that text for 3 s, then undefined
 */
export function useTimedMessage<T>(ms: number = MESSAGE_CLEAR_MS): readonly [T | undefined, (message: T | undefined) => void] {
  const [message, setMessage] = useState<T>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: T | undefined) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== undefined) timer.current = setTimeout(() => setMessage(undefined), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show] as const;
}
