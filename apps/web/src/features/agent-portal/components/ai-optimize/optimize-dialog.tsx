import * as Dialog from '@radix-ui/react-dialog';
import copyToClipboard from 'copy-to-clipboard';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@safari/contract';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';


function TextPanel({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <section aria-label={label} className="flex min-h-0 flex-col rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{label}</h3>
        <p className="text-sm tabular-nums text-stone-600">{text.length} characters</p>
      </div>
      <p data-testid={testId} className="mt-2 max-h-64 overflow-y-auto whitespace-pre-wrap text-stone-800">
        {text}
      </p>
    </section>
  );
}

/** 'Original' versus 'AI Optimized' (agent-side.md §4 'AI optimise flow'): Cancel, Copy AI Text, Replace Now. */
export function OptimizeDialog({
  original,
  optimized,
  suggestions,
  open,
  onOpenChange,
  onReplace,
}: {
  original: string;
  optimized: string;
  suggestions: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReplace: (text: string) => void;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const difference = optimized.length - original.length;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content className={`fixed inset-x-3 top-1/2 ${MODAL_LAYER} mx-auto flex max-h-[92svh] max-w-3xl -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6`}>
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">Optimized with AI</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            Compare the two versions. Nothing changes until you choose Replace Now.{' '}
            <span data-testid="length-difference" className="font-semibold text-stone-800">
              {difference === 0 ? 'Same length' : `${difference > 0 ? '+' : '−'}${Math.abs(difference)} characters`}
            </span>
          </Dialog.Description>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            <TextPanel label="Original" text={original} testId="original-text" />
            <TextPanel label="AI Optimized" text={optimized} testId="optimized-text" />
          </div>
          {suggestions.length > 0 && (
            <div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
              <h3 className="font-semibold text-amber-950">Travellers also look for</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-950">
                {suggestions.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
            <Dialog.Close type="button" className={buttonClass({ tone: 'quiet', size: 'sm' })}>
              Cancel
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass({ tone: 'secondary', size: 'sm' })}
              onClick={() => {
                copyToClipboard(optimized, { format: 'text/plain' });
                setCopied(true);
                window.clearTimeout(timer.current);
                timer.current = window.setTimeout(() => setCopied(false), LIMITS.copiedMs);
              }}
            >
              <span aria-live="polite">{copied ? 'Copied' : 'Copy AI Text'}</span>
            </button>
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => {
                onReplace(optimized);
                onOpenChange(false);
              }}
            >
              Replace Now
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
