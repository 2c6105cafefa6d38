import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { CATALOGUE_MESSAGES, LIMITS } from '@safari/contract';
import copyToClipboard from 'copy-to-clipboard';
import { fieldClass } from '@/components/ui/field';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';

export type ShareDialogState =
  | { kind: 'loading' }
  | { kind: 'link'; url: string; note?: string }
  | { kind: 'error'; message: string };

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  state: ShareDialogState;
  /** Text that goes with the link in WhatsApp and e-mail. */
  message: string;
}


/** Copy link, WhatsApp and e-mail for one link (traveller-side.md §2 "Share dialog"). */
export function ShareDialog({ open, onOpenChange, title, state, message }: ShareDialogProps) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) {
      setCopied(false);
      setCopyFailed(false);
    }
  }, [open]);

  async function copy(url: string) {
    const ok = await copyToClipboard(url);
    if (!ok) {
      // Last resort: select the link so the visitor can copy it by hand.
      setCopyFailed(true);
      inputRef.current?.select();
      return;
    }
    setCopyFailed(false);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), LIMITS.copiedMs);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content
          className={`fixed inset-x-0 bottom-0 ${MODAL_LAYER} max-h-[90dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl`}
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800"
              aria-label="Close"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>

          {state.kind === 'loading' && (
            <div role="status" className="flex items-center gap-3 py-10 text-stone-600">
              <span className="h-6 w-6 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700" aria-hidden="true" />
              Creating your link…
            </div>
          )}

          {state.kind === 'error' && (
            <div className="mt-4">
              <p role="alert" className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
                {state.message}
              </p>
              <Dialog.Close className={buttonClass({ size: 'sm', block: true }, 'mt-6')}>OK</Dialog.Close>
            </div>
          )}

          {state.kind === 'link' && (
            <div className="mt-4 space-y-5">
              {state.note && <p className="text-sm text-stone-600">{state.note}</p>}
              <div>
                <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-700">
                  Link to share
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input
                    id={inputId}
                    ref={inputRef}
                    readOnly
                    value={state.url}
                    onFocus={(e) => e.currentTarget.select()}
                    className={fieldClass({ size: 'sm' }, 'min-w-0 flex-1 bg-stone-50 px-3 text-stone-700')}
                  />
                  <button
                    type="button"
                    onClick={() => copy(state.url)}
                    className={buttonClass({ size: 'sm' }, 'min-w-28')}
                  >
                    {copied ? CATALOGUE_MESSAGES.copied : 'Copy link'}
                  </button>
                </div>
                <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-600">
                  {copied ? 'Link copied to the clipboard.' : copyFailed ? 'Copying is blocked here: the link is selected, copy it with your keyboard.' : ''}
                </p>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <a
                  href={`https://wa.me/?text=${encodeURIComponent(`${message} ${state.url}`)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass({ size: 'sm' }, 'bg-[#1f7a44] hover:bg-[#17663a]')}
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.6-.3z" />
                  </svg>
                  Share via WhatsApp
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <a
                  href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${message}\n\n${state.url}`)}`}
                  className={buttonClass({ tone: 'secondary', size: 'sm' })}
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <rect x="3" y="5" width="18" height="14" rx="2" />
                    <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
                  </svg>
                  Share via e-mail
                </a>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
