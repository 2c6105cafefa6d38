import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form';
import { emptyDay, type ProposalFormValues } from '../../proposals/proposal-form';
import { EditorSection, iconButtonClass, smallButtonClass } from '../experience-editor/editor-section';

const MAX_DAYS = 90;

/** The day-by-day plan: days are numbered by position, so moving or removing one renumbers the rest. */
export function ItineraryDays({ errorId, disabled }: { errorId: string; disabled: boolean }) {
  const { control, register, watch, formState } = useFormContext<ProposalFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'itinerary' });
  const days = watch('itinerary');
  const dayErrors = formState.errors.itinerary;
  return (
    <EditorSection id="proposal-days" title="Day by day" description="Where the traveller is each day, what they do, where they sleep and which meals are included.">
      {fields.length === 0 && <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">No days yet.</p>}
      <ol className="space-y-4">
        {fields.map((f, i) => (
          <li key={f.id} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200" data-testid="proposal-day">
            <fieldset disabled={disabled}>
              <div className="flex items-center justify-between gap-2">
                <legend className="font-display text-lg font-bold text-stone-900">Day {i + 1}</legend>
                <div className="flex gap-1.5">
                  <button type="button" className={iconButtonClass} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move day ${i + 1} up`}>
                    ↑
                  </button>
                  <button type="button" className={iconButtonClass} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move day ${i + 1} down`}>
                    ↓
                  </button>
                  <button type="button" className={`${iconButtonClass} text-red-700`} onClick={() => remove(i)} aria-label={`Remove day ${i + 1}`}>
                    ✕
                  </button>
                </div>
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <TextField
                    label={`Day ${i + 1} place`}
                    required
                    maxLength={200}
                    invalid={!!dayErrors?.[i]?.place}
                    errorId={errorId}
                    placeholder="e.g. Tarangire National Park"
                    {...register(`itinerary.${i}.place`)}
                  />
                </div>
                <div className="sm:col-span-2">
                  <TextAreaField
                    label={`Day ${i + 1} activities`}
                    rows={3}
                    length={days[i]?.activities.length ?? 0}
                    maxLength={2000}
                    invalid={!!dayErrors?.[i]?.activities}
                    errorId={errorId}
                    placeholder="e.g. Morning game drive along the river, picnic lunch, sundowner"
                    {...register(`itinerary.${i}.activities`)}
                  />
                </div>
                <TextField label={`Day ${i + 1} lodging`} maxLength={200} invalid={!!dayErrors?.[i]?.lodging} errorId={errorId} placeholder="e.g. Tarangire Treetops" {...register(`itinerary.${i}.lodging`)} />
                <TextField label={`Day ${i + 1} meals`} maxLength={200} invalid={!!dayErrors?.[i]?.meals} errorId={errorId} placeholder="e.g. Breakfast, lunch, dinner" {...register(`itinerary.${i}.meals`)} />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className={`${smallButtonClass} mt-4`} disabled={disabled || fields.length >= MAX_DAYS} onClick={() => append(emptyDay(), { shouldFocus: true })}>
        + Add day
      </button>
    </EditorSection>
  );
}
