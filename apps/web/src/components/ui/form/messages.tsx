import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/** A form's one validation or server message, announced to screen readers. */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A message shown right under the one field it concerns (pass its id to the field as `errorId`). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-center gap-2 text-sm font-medium text-red-700">
      <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4zM10 14.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" clipRule="evenodd" />
      </svg>
      {message}
    </p>
  );
}

/** Every problem at once, as a bullet list (agent-side.md §5: "all errors are listed together"). */
export function ErrorList({ id, errors, children }: { id?: string; errors: readonly string[]; children?: ReactNode }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {errors.length === 1 ? (
        <p className="font-medium">{errors[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 font-medium">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

export function Notice({ tone, children }: { tone: 'success' | 'info' | 'warning'; children: ReactNode }) {
  const styles = {
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-sky-200 bg-sky-50 text-sky-900',
    warning: 'border-amber-200 bg-amber-50 text-amber-900',
  }[tone];
  return (
    <div role="status" className={`rounded-xl border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}

/** A full-width primary submit button that shows its busy label while the call runs. */
export function SubmitButton({ busy, busyLabel, children }: { busy?: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={buttonClass({ block: true }, 'disabled:cursor-wait')}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
