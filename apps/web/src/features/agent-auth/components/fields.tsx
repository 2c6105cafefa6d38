import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 aria-[invalid=true]:border-red-500 read-only:bg-stone-100';

export function Field({ label, invalid, describedBy, ...input }: { label: string; invalid?: boolean; describedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={`mt-1 ${inputClass}`} {...input} />
    </div>
  );
}

/** A password input with a show/hide toggle: typing a strong password on a phone is hard enough. */
export function PasswordField({ label, invalid, describedBy, ...input }: { label: string; invalid?: boolean; describedBy?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input id={id} type={visible ? 'text' : 'password'} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={`${inputClass} pr-20`} {...input} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.replace(/\s*\*$/, '').toLowerCase()}` : `Show ${label.replace(/\s*\*$/, '').toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-1 my-1 rounded-lg px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy?: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** Every problem at once, as a bullet list (agent-side.md §5: "all errors are listed together"). */
export function ErrorList({ errors, children }: { errors: string[]; children?: ReactNode }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
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
