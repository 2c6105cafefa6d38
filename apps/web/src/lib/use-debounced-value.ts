import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (as-you-type requests wait for a pause in typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
