import { useEffect, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

export const isUnauthorized = (err: unknown) => err instanceof ApiRequestError && err.status === 401;

/** A 401 anywhere in the console means the admin session ended: back to the sign-in form. */
export function useLockOnUnauthorized(error: unknown, lock: (reason?: 'expired') => void) {
  useEffect(() => {
    if (isUnauthorized(error)) lock('expired');
  }, [error, lock]);
}

const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  stone: 'bg-stone-100 text-stone-700 ring-stone-200',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}>{children}</span>;
}

export const inputClass = fieldClass();
export const smallButton = buttonClass({ tone: 'quiet', size: 'sm' });

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-4 text-sm text-stone-600">
      <button type="button" className={smallButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={smallButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
      {children && <p className="mt-1 text-stone-600">{children}</p>}
    </div>
  );
}

/** The console lists' search box and one filter select, side by side from small screens up. */
export function SearchFilterBar({
  searchLabel,
  placeholder,
  text,
  onText,
  filterLabel,
  filter,
  filters,
  onFilter,
}: {
  searchLabel: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  filterLabel: string;
  filter: string;
  filters: ReadonlyArray<{ value: string; label: string }>;
  onFilter: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label className="flex-1">
        <span className="sr-only">{searchLabel}</span>
        <input type="search" value={text} onChange={(e) => onText(e.target.value)} placeholder={placeholder} className={inputClass} />
      </label>
      <label className="sm:w-56">
        <span className="sr-only">{filterLabel}</span>
        <select value={filter} onChange={(e) => onFilter(e.target.value)} className={inputClass}>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
