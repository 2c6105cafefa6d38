import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form';
import { EDITOR_LIMITS, type EditorValues } from '../../experience-form/editor-form';
import { EditorSection, iconButtonClass, smallButtonClass } from './editor-section';

/** Day-by-day plan: days are numbered by their position, so moving one renumbers the rest. */
export function ItinerarySection({ errorId }: { errorId: string }) {
  const { control, register, watch, formState } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'itinerary' });
  const days = watch('itinerary');
  const dayErrors = formState.errors.itinerary;
  return (
    <EditorSection id="itinerary" title="Itinerary" description="Day by day: where the traveller is, what happens and where they sleep.">
      {fields.length === 0 && <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">No days yet.</p>}
      <ol className="space-y-4">
        {fields.map((f, i) => (
          <li key={f.id} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <fieldset>
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
                <TextField
                  label={`Day ${i + 1} place`}
                  required
                  maxLength={EDITOR_LIMITS.place}
                  invalid={!!dayErrors?.[i]?.place}
                  errorId={errorId}
                  placeholder="e.g. Central Serengeti"
                  {...register(`itinerary.${i}.place`)}
                />
                <TextField label={`Day ${i + 1} lodging`} maxLength={EDITOR_LIMITS.place} placeholder="e.g. Kubu Kubu Tented Lodge" {...register(`itinerary.${i}.lodging`)} />
                <div className="sm:col-span-2">
                  <TextAreaField
                    label={`Day ${i + 1}: what happens`}
                    rows={3}
                    length={days[i]?.description.length ?? 0}
                    maxLength={EDITOR_LIMITS.dayText}
                    {...register(`itinerary.${i}.description`)}
                  />
                </div>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className={`${smallButtonClass} mt-4`} disabled={fields.length >= EDITOR_LIMITS.days} onClick={() => append({ place: '', description: '', lodging: '' })}>
        + Add day
      </button>
    </EditorSection>
  );
}
