import type { ReactNode } from 'react';
import { buttonClass } from './button';

/** Loading, error and empty views shared by every data page (traveller-side.md §4 "Page loads"). */
/** `fullPage` reserves a screen's height so the footer does not jump when the page's content arrives. */
export function LoadingState({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center gap-3 py-16 text-stone-500 ${fullPage ? 'min-h-[100svh] justify-start pt-24' : 'justify-center'}`}
    >
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-medium text-red-700">{message}</p>
      {children}
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass({ tone: 'caution', size: 'sm' }, 'mt-4')}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
      <p>{message}</p>
      {children}
    </div>
  );
}
