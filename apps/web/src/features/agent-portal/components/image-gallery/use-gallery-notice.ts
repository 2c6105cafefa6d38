import { useCallback, useEffect, useRef, useState } from 'react';

/** agent-side.md §4 and §9: a success message shows for 3 seconds; the parent reloads after 1.5 seconds. */
export const SUCCESS_VISIBLE_MS = 3000;
export const RELOAD_AFTER_MS = 1500;

export type Notice = { tone: 'success'; text: string } | { tone: 'error'; texts: string[] } | null;

/** The gallery's one message at a time, with the timers of a success (cleared when the gallery goes away). */
export function useGalleryNotice(onChanged: () => void) {
  const [notice, setNotice] = useState<Notice>(null);
  const timers = useRef<number[]>([]);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const succeed = useCallback((text: string) => {
    clearTimers();
    setNotice({ tone: 'success', text });
    timers.current.push(
      window.setTimeout(() => changed.current(), RELOAD_AFTER_MS),
      window.setTimeout(() => setNotice((n) => (n?.tone === 'success' && n.text === text ? null : n)), SUCCESS_VISIBLE_MS),
    );
  }, []);

  const fail = useCallback((texts: string[]) => {
    setNotice({ tone: 'error', texts });
  }, []);

  const clear = useCallback(() => setNotice(null), []);

  return { notice, succeed, fail, clear };
}
