import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form';
import { EDITOR_LIMITS, type EditorValues } from '../../experience-form/editor-form';
import { DayPlan } from '../day-plan/day-plan';
import { EditorSection } from './editor-section';

/** The experience's day-by-day plan: where the traveller is, what happens and where they sleep. */
export function ItinerarySection({ errorId }: { errorId: string }) {
  const { control, register, watch, formState } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'itinerary' });
  const days = watch('itinerary');
  const dayErrors = formState.errors.itinerary;
  return (
    <EditorSection id="itinerary" title="Itinerary" description="Day by day: where the traveller is, what happens and where they sleep.">
      <DayPlan days={fields} onMove={move} onRemove={remove} onAdd={() => append({ place: '', description: '', lodging: '' })} maxDays={EDITOR_LIMITS.days}>
        {(i) => (
          <>
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
          </>
        )}
      </DayPlan>
    </EditorSection>
  );
}
