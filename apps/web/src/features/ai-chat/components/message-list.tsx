import { useEffect, useRef } from 'react';
import type { ChatLine } from '../use-chat';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The conversation as bubbles; new assistant messages are announced (a polite live log) and scrolled into view. */
export function MessageList({ lines, typing }: { lines: ChatLine[]; typing: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block body: scrollIntoView may return a promise in newer browsers, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [lines.length, typing]);
  return (
    <div role="log" aria-live="polite" aria-label="Conversation" className="flex flex-col gap-3">
      {lines.map((l) => (
        <div key={l.id} className={`flex ${l.role === 'user' ? 'justify-end' : 'justify-start'}`}>
          <div
            data-role={l.role}
            className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm sm:max-w-[75%] ${
              l.role === 'user' ? 'rounded-br-md bg-emerald-800 text-white' : 'rounded-bl-md bg-white text-stone-800 ring-1 ring-stone-200'
            }`}
          >
            <p className="sr-only">{l.role === 'user' ? 'You said:' : 'Assistant:'}</p>
            <p className="whitespace-pre-wrap">{l.content}</p>
            <p className={`mt-1 text-right text-xs ${l.role === 'user' ? 'text-emerald-100' : 'text-stone-500'}`}>{time(l.timestamp)}</p>
          </div>
        </div>
      ))}
      {typing && (
        <div className="flex justify-start" data-testid="typing-indicator">
          <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-4 ring-1 ring-stone-200" role="status" aria-label="The assistant is typing">
            {[0, 150, 300].map((d) => (
              <span key={d} className="h-2 w-2 animate-bounce rounded-full bg-stone-400" style={{ animationDelay: `${d}ms` }} />
            ))}
          </div>
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
