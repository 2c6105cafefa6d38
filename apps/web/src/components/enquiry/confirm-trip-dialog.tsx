import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { LENGTH_OF_STAY_OPTIONS, LIMITS, MESSAGES, MONTHS } from '@safari/contract';
import { FieldError, SelectField, TextField } from '@/components/ui/form';
import { lengthOfStayLabel } from './trip-preferences-list';
import type { TripBasics } from './trip-basics';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';

const partyLabel = (b: TripBasics) =>
  `${b.number_of_adults} adult${b.number_of_adults === 1 ? '' : 's'}${b.number_of_children ? `, ${b.number_of_children} child${b.number_of_children === 1 ? '' : 'ren'}` : ''}`;
const whenLabel = (b: TripBasics) => [b.travel_month, b.travel_year].filter(Boolean).join(' ') || 'Not sure yet';

/** Rules of the wizard's steps 6 and 7 (spec §5): at least one adult; no month already past. */
function problemOf(b: TripBasics, now = new Date()): { field: 'adults' | 'month'; message: string } | null {
  if (!Number.isInteger(b.number_of_adults) || b.number_of_adults < 1) return { field: 'adults', message: MESSAGES.minOneAdult };
  const month = b.travel_month ? MONTHS.indexOf(b.travel_month) : -1;
  if (b.travel_year && month >= 0 && (b.travel_year < now.getFullYear() || (b.travel_year === now.getFullYear() && month < now.getMonth()))) {
    return { field: 'month', message: MESSAGES.futureTravelDate };
  }
  return null;
}

const primary =
  buttonClass();
const secondary =
  buttonClass({ tone: 'secondary' });

/**
 * The one-click enquiry's confirm step (issue 15): a returning traveller's stored dates and party come from an
 * earlier enquiry, so before they go to another agent the traveller sees them and sends them as they are or
 * changes them here.
 */
export function ConfirmTripDialog({
  open,
  subject,
  initial,
  onSend,
  onCancel,
}: {
  open: boolean;
  /** What the enquiry is about ('Serengeti Migration Safari'). */
  subject: string;
  initial: TripBasics;
  onSend: (basics: TripBasics) => void;
  onCancel: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ReturnType<typeof problemOf>>(null);
  const year = new Date().getFullYear();
  const years = Array.from({ length: LIMITS.yearsOffered }, (_, i) => year + i);
  const set = (patch: Partial<TripBasics>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const count = (v: string, min: number) => (v.trim() === '' ? min : Math.trunc(Number(v)));

  function send() {
    const found = problemOf(draft);
    setProblem(found);
    if (!found) onSend(draft);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content className={`fixed inset-x-0 bottom-0 ${MODAL_LAYER} flex max-h-[90dvh] flex-col overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl`}>
          <Dialog.Title className="font-display text-2xl font-semibold text-stone-900">Are these your trip details?</Dialog.Title>
          <Dialog.Description className="mt-1 text-stone-600">
            Your enquiry about <strong className="font-semibold text-stone-900">{subject}</strong> goes to the agent with the dates and party from your last
            enquiry.
          </Dialog.Description>
          {!editing ? (
            <dl className="mt-5 grid grid-cols-2 gap-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200" data-testid="last-trip-details">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">When</dt>
                <dd className="mt-0.5 font-medium text-stone-900">{whenLabel(draft)}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">Length of stay</dt>
                <dd className="mt-0.5 font-medium text-stone-900">{lengthOfStayLabel(draft.length_of_stay) ?? 'Not sure yet'}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">Travellers</dt>
                <dd className="mt-0.5 font-medium text-stone-900">{partyLabel(draft)}</dd>
              </div>
            </dl>
          ) : (
            <div className="mt-5 grid grid-cols-2 gap-4">
              <div>
                <SelectField
                  label="Travel month"
                  placeholder="Not sure yet"
                  options={MONTHS}
                  value={draft.travel_month ?? ''}
                  invalid={problem?.field === 'month'}
                  errorId="confirm-trip-month-error"
                  onChange={(e) => set({ travel_month: (e.target.value || null) as TripBasics['travel_month'] })}
                />
              </div>
              <SelectField
                label="Travel year"
                placeholder="Not sure yet"
                options={draft.travel_year && !years.includes(draft.travel_year) ? [draft.travel_year, ...years] : years}
                value={draft.travel_year ?? ''}
                onChange={(e) => set({ travel_year: e.target.value ? Number(e.target.value) : null })}
              />
              <div className="col-span-2">
                <FieldError id="confirm-trip-month-error" message={problem?.field === 'month' ? problem.message : null} />
                <SelectField
                  label="Length of stay"
                  placeholder="Not sure yet"
                  options={LENGTH_OF_STAY_OPTIONS}
                  value={draft.length_of_stay ?? ''}
                  onChange={(e) => set({ length_of_stay: e.target.value ? Number(e.target.value) : null })}
                />
              </div>
              <TextField
                label="Adults (18+)"
                type="number"
                inputMode="numeric"
                min={1}
                value={draft.number_of_adults}
                invalid={problem?.field === 'adults'}
                errorId="confirm-trip-adults-error"
                onChange={(e) => set({ number_of_adults: count(e.target.value, 0) })}
              />
              <TextField
                label="Children (0-17)"
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.number_of_children}
                onChange={(e) => set({ number_of_children: Math.max(0, count(e.target.value, 0)) })}
              />
              <div className="col-span-2">
                <FieldError id="confirm-trip-adults-error" message={problem?.field === 'adults' ? problem.message : null} />
              </div>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {!editing && (
              <button type="button" className={secondary} onClick={() => setEditing(true)}>
                Change
              </button>
            )}
            <button type="button" className={primary} onClick={send}>
              Send enquiry
            </button>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 flex h-11 w-11 items-center justify-center rounded-full text-2xl text-stone-500 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
