import copyToClipboard from 'copy-to-clipboard';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@safari/contract';
import { smallButtonClass } from './editor-section';

/** Copies a field's text (agent-side.md §2 "a copy button"); says "Copied" for a moment. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className={smallButtonClass}
      disabled={!text.trim()}
      aria-label={`Copy ${what}`}
      onClick={() => {
        copyToClipboard(text, { format: 'text/plain' });
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), LIMITS.copiedMs);
      }}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
        <path d="M7 3a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H7Zm6 11v1H4V8h1v4a2 2 0 0 0 2 2h6Zm1-2H7V5h7v7Z" />
      </svg>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
