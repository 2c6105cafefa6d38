import { useId, useState } from 'react';
import { MESSAGES, type OptimizeContentType, type OptimizeResult } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { useOptimizeContent } from '../../api/ai-optimize';
import { OptimizeDialog } from './optimize-dialog';

export const optimizeButtonClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-violet-800 ring-1 ring-violet-300 hover:bg-violet-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** The server's own message for a refusal it explains (a limit, a field); otherwise the spec's failure text (§8). */
const failureText = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.message ? error.message : MESSAGES.optimizeFailed;

/**
 * 'Optimize with AI' for one text field (agent-side.md §2, §4): disabled with the spec's tooltip while the text is
 * blank, then optimising, then the preview dialog; Replace Now hands the text to `onReplace`.
 */
export function OptimizeButton({ contentType, text, label, onReplace }: { contentType: OptimizeContentType; text: string; label: string; onReplace: (text: string) => void }) {
  const hintId = useId();
  const optimize = useOptimizeContent();
  const [result, setResult] = useState<{ original: string } & OptimizeResult>();
  const blank = !text.trim();
  return (
    <>
      <button
        type="button"
        className={optimizeButtonClass}
        aria-disabled={blank || optimize.isPending}
        aria-describedby={blank ? hintId : undefined}
        aria-label={`Optimize ${label} with AI`}
        title={blank ? MESSAGES.optimizeEmpty : undefined}
        onClick={() => {
          if (blank || optimize.isPending) return;
          optimize.mutate(
            { content: text, contentType },
            { onSuccess: (data) => setResult({ original: text, optimized: data.optimized, suggestions: data.suggestions }) },
          );
        }}
      >
        <svg viewBox="0 0 20 20" fill="currentColor" className={`h-4 w-4 ${optimize.isPending ? 'animate-pulse' : ''}`} aria-hidden="true">
          <path d="M10 1.5 11.6 6l4.4 1.6-4.4 1.6L10 13.7 8.4 9.2 4 7.6 8.4 6 10 1.5Zm5.5 10 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2ZM4.5 12l.6 1.6 1.6.6-1.6.6-.6 1.6-.6-1.6-1.6-.6 1.6-.6.6-1.6Z" />
        </svg>
        <span>{optimize.isPending ? 'Optimizing…' : 'Optimize with AI'}</span>
        {blank && (
          <span id={hintId} className="sr-only">
            {MESSAGES.optimizeEmpty}
          </span>
        )}
      </button>
      {optimize.isError && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {failureText(optimize.error)}
        </p>
      )}
      {result && (
        <OptimizeDialog
          open
          original={result.original}
          optimized={result.optimized}
          suggestions={result.suggestions}
          onOpenChange={(open) => !open && setResult(undefined)}
          onReplace={onReplace}
        />
      )}
    </>
  );
}
