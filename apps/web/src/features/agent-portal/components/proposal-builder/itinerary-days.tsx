import { useFieldArray, useFormContext } from 'react-hook-form';
import { ITINERARY_LIMITS } from '@safari/contract';
import { TextAreaField, TextField } from '@/components/ui/form';
import { emptyDay, type ProposalFormValues } from '../../proposals/proposal-form';
import { DayPlan } from '../day-plan/day-plan';
import { EditorSection } from '../experience-editor/editor-section';

/** The proposal's day-by-day plan: where the traveller is each day, what they do, where they sleep, which meals. */
export function ItineraryDays({ errorId, disabled }: { errorId: string; disabled: boolean }) {
  const { control, register, watch, formState } = useFormContext<ProposalFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'itinerary' });
  const days = watch('itinerary');
  const dayErrors = formState.errors.itinerary;
  return (
    <EditorSection id="proposal-days" title="Day by day" description="Where the traveller is each day, what they do, where they sleep and which meals are included.">
      <DayPlan days={fields} onMove={move} onRemove={remove} onAdd={() => append(emptyDay(), { shouldFocus: true })} maxDays={ITINERARY_LIMITS.days} disabled={disabled} dayTestId="proposal-day">
        {(i) => (
          <>
            <div className="sm:col-span-2">
              <TextField
                label={`Day ${i + 1} place`}
                required
                maxLength={ITINERARY_LIMITS.place}
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
                maxLength={ITINERARY_LIMITS.dayText}
                invalid={!!dayErrors?.[i]?.activities}
                errorId={errorId}
                placeholder="e.g. Morning game drive along the river, picnic lunch, sundowner"
                {...register(`itinerary.${i}.activities`)}
              />
            </div>
            <TextField label={`Day ${i + 1} lodging`} maxLength={ITINERARY_LIMITS.place} invalid={!!dayErrors?.[i]?.lodging} errorId={errorId} placeholder="e.g. Tarangire Treetops" {...register(`itinerary.${i}.lodging`)} />
            <TextField label={`Day ${i + 1} meals`} maxLength={ITINERARY_LIMITS.place} invalid={!!dayErrors?.[i]?.meals} errorId={errorId} placeholder="e.g. Breakfast, lunch, dinner" {...register(`itinerary.${i}.meals`)} />
          </>
        )}
      </DayPlan>
    </EditorSection>
  );
}
