import { useEffect } from 'react';

/** Pages whose URL carries a secret token must not leak it through the Referer header of outgoing requests. */
export function useNoReferrer() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
