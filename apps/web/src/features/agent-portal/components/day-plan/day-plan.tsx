import type { ReactNode } from 'react';
import { iconButtonClass, smallButtonClass } from '../experience-editor/editor-section';

/**
 * A day-by-day plan as numbered cards, each with its fields (`children`) and buttons to move it up or down or remove
 * it; days are numbered by position, so moving or removing one renumbers the rest. The experience editor's itinerary
 * and the proposal builder's days hold their own fields in their own forms (a react-hook-form field array each); this
 * is the list around them.
 */
export function DayPlan({
  days,
  onMove,
  onRemove,
  onAdd,
  maxDays,
  disabled = false,
  dayTestId,
  children,
}: {
  /** The field array's entries (their ids key the cards, so a moved day keeps its inputs). */
  days: readonly { id: string }[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  maxDays: number;
  /** Every field and button disabled (a proposal that can no longer be edited). */
  disabled?: boolean;
  dayTestId?: string;
  /** Day `index`'s fields, laid out in two columns from the small breakpoint. */
  children: (index: number) => ReactNode;
}) {
  return (
    <>
      {days.length === 0 && <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">No days yet.</p>}
      <ol className="space-y-4">
        {days.map((day, i) => (
          <li key={day.id} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200" data-testid={dayTestId}>
            <fieldset disabled={disabled}>
              <div className="flex items-center justify-between gap-2">
                <legend className="font-display text-lg font-bold text-stone-900">Day {i + 1}</legend>
                <div className="flex gap-1.5">
                  <button type="button" className={iconButtonClass} disabled={i === 0} onClick={() => onMove(i, i - 1)} aria-label={`Move day ${i + 1} up`}>
                    ↑
                  </button>
                  <button type="button" className={iconButtonClass} disabled={i === days.length - 1} onClick={() => onMove(i, i + 1)} aria-label={`Move day ${i + 1} down`}>
                    ↓
                  </button>
                  <button type="button" className={`${iconButtonClass} text-red-700`} onClick={() => onRemove(i)} aria-label={`Remove day ${i + 1}`}>
                    ✕
                  </button>
                </div>
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">{children(i)}</div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className={`${smallButtonClass} mt-4`} disabled={disabled || days.length >= maxDays} onClick={onAdd}>
        + Add day
      </button>
    </>
  );
}
