import { useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form';
import { COUNTRY_NAMES, EDITOR_LIMITS, EXPERIENCE_TYPES, type EditorValues } from '../../experience-form/editor-form';
import { EditorSection } from './editor-section';

/** With the stored value first when it is not one of the list's (older or imported experiences keep theirs). */
const withCurrent = (options: readonly string[], current: string) => (current && !options.includes(current) ? [current, ...options] : options);

/** What every public card shows: price, duration, type and place (issue 10 "What an agent needs beyond the spec's form"). */
export function DetailsSection({ errorId }: { errorId: string }) {
  const { register, watch, formState } = useFormContext<EditorValues>();
  const [type, country] = watch(['experience_type', 'country']);
  const e = formState.errors;
  return (
    <EditorSection id="details" title="Price, duration & place" description="Shown on every card in search, on destination pages and on your agency page.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price per person (USD)"
          inputMode="decimal"
          placeholder="e.g. 1450"
          hint="Leave empty for 'Price on request'."
          invalid={!!e.price}
          errorId={errorId}
          {...register('price')}
        />
        <TextField
          label="Duration (days)"
          inputMode="numeric"
          placeholder="e.g. 3"
          invalid={!!e.duration_days}
          errorId={errorId}
          {...register('duration_days')}
        />
        <SelectField
          label="Experience type"
          placeholder="Choose a type"
          hint="Travellers filter search by these categories."
          options={withCurrent(EXPERIENCE_TYPES, type)}
          {...register('experience_type')}
        />
        <SelectField label="Country" placeholder="Choose a country" hint="Lists it on that country's destination page." options={withCurrent(COUNTRY_NAMES, country)} {...register('country')} />
        <TextField label="Destination" placeholder="e.g. Serengeti National Park" maxLength={100} {...register('destination_name')} />
        <TextField label="Location" placeholder="e.g. Arusha, Tanzania" hint="Where it starts; shown under the name." maxLength={EDITOR_LIMITS.place} {...register('location')} />
      </div>
    </EditorSection>
  );
}
