import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

/** Logo linking home; if the image fails a drawn placeholder mark takes its place (spec §2 "Header"). */
export function Logo({ onNavigate, tone = 'dark' }: { onNavigate?: () => void; tone?: 'dark' | 'light' }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // On a server-rendered page the image may have failed before the script ran, so its error event is already gone.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Link to="/" onClick={onNavigate} className="flex shrink-0 items-center gap-2 rounded-lg" aria-label="Safari Marketplace home">
      {failed ? (
        <span data-testid="logo-placeholder" aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-amber-400 font-display text-sm font-bold text-emerald-950">
          SM
        </span>
      ) : (
        <img ref={img} src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9" onError={() => setFailed(true)} />
      )}
      <span className={`font-display text-lg font-bold leading-none sm:text-xl ${tone === 'light' ? 'text-white' : 'text-emerald-900'}`}>
        Safari<span className="text-amber-700"> Marketplace</span>
      </span>
    </Link>
  );
}
