import { useFormContext } from 'react-hook-form';
import { MONTHS } from '@safari/contract';
import { TextField } from '@/components/ui/form';
import { EDITOR_LIMITS, type EditorValues } from '../../experience-form/editor-form';
import { EditorSection } from './editor-section';

const STYLES = [
  { value: '', label: 'Not specified' },
  { value: 'private', label: 'Private (just their party)' },
  { value: 'small_group', label: 'Small group' },
] as const;

/** Group style with a maximum size for small groups, and the best months to go. */
export function GroupSeasonSection({ errorId }: { errorId: string }) {
  const { register, watch, formState } = useFormContext<EditorValues>();
  const style = watch('group_style');
  return (
    <EditorSection id="group-season" title="Group & season">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">Group style</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {STYLES.map((s) => (
            <label key={s.value} className="flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm ring-1 ring-stone-300 has-[:checked]:bg-emerald-50 has-[:checked]:font-semibold has-[:checked]:ring-emerald-700">
              <input type="radio" value={s.value} className="accent-emerald-800" {...register('group_style')} />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      {style === 'small_group' && (
        <div className="mt-4 max-w-xs">
          <TextField
            label="Maximum group size"
            inputMode="numeric"
            placeholder="e.g. 8"
            invalid={!!formState.errors.group_max_size}
            errorId={errorId}
            hint={`Travellers, 1 to ${EDITOR_LIMITS.groupMax}.`}
            {...register('group_max_size')}
          />
        </div>
      )}
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-stone-800">Best months to go</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          {MONTHS.map((m) => (
            <label key={m} className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-stone-200 has-[:checked]:bg-emerald-50 has-[:checked]:ring-emerald-700">
              <input type="checkbox" value={m} className="h-4 w-4 accent-emerald-800" {...register('best_months')} />
              {m}
            </label>
          ))}
        </div>
      </fieldset>
    </EditorSection>
  );
}
