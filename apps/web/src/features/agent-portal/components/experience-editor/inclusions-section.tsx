import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/form';
import type { EditorValues } from '../../experience-form/editor-form';
import { EditorSection, iconButtonClass, smallButtonClass } from './editor-section';
import { ListEditor } from './list-editor';

/** What the price covers, what it does not, and the meals (travellers compare trips on these). */
export function InclusionsSection({ errorId }: { errorId: string }) {
  const { control, register, formState } = useFormContext<EditorValues>();
  const meals = useFieldArray({ control, name: 'food_beverages' });
  return (
    <EditorSection id="inclusions" title="Included, not included & meals">
      <div className="grid gap-6 xl:grid-cols-2">
        <ListEditor name="included" label="Included" placeholder="e.g. Park fees" />
        <ListEditor name="excluded" label="Not included" placeholder="e.g. International flights" />
      </div>
      <h3 className="mt-8 font-semibold text-stone-900">Food &amp; beverages</h3>
      <ul className="mt-2 space-y-3">
        {meals.fields.map((f, i) => (
          <li key={f.id} className="grid items-end gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
            <TextField label="Meal" placeholder="e.g. Breakfast" maxLength={100} invalid={!!formState.errors.food_beverages?.[i]?.meal_type} errorId={errorId} {...register(`food_beverages.${i}.meal_type`)} />
            <TextField label="Details" placeholder="e.g. Full English or continental at the lodge" maxLength={1000} {...register(`food_beverages.${i}.meal_details`)} />
            <button type="button" className={`${iconButtonClass} mb-1.5 text-red-700`} onClick={() => meals.remove(i)} aria-label={`Remove meal ${i + 1}`}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={`${smallButtonClass} mt-3`} disabled={meals.fields.length >= 20} onClick={() => meals.append({ meal_type: '', meal_details: '' })}>
        + Add meal
      </button>
    </EditorSection>
  );
}
