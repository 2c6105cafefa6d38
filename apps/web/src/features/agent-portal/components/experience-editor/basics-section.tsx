import { useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form';
import { EDITOR_LIMITS, type EditorValues } from '../../experience-form/editor-form';
import { AiOptimizeSlot } from './ai-optimize-slot';
import { CopyButton } from './copy-button';
import { EditorSection } from './editor-section';

/** Name and description with counters, copy and the AI slot (agent-side.md §2 "Edit experience"). */
export function BasicsSection({ errorId }: { errorId: string }) {
  const { register, watch, setValue, formState } = useFormContext<EditorValues>();
  const [name, description, location] = watch(['experience_name', 'description', 'location']);
  const context = { experienceName: name, location };
  return (
    <EditorSection id="basics" title="Name & description">
      <div className="space-y-5">
        <div>
          <TextField
            label="Experience name"
            required
            maxLength={EDITOR_LIMITS.name}
            describedBy="experience-name-count"
            invalid={!!formState.errors.experience_name}
            errorId={errorId}
            autoComplete="off"
            {...register('experience_name')}
          />
          <div className="mt-2 flex items-start justify-between gap-2">
            <div className="flex flex-wrap gap-2">
              <CopyButton text={name} what="experience name" />
              <AiOptimizeSlot contentType="experience_name" text={name} context={context} onReplace={(t) => setValue('experience_name', t, { shouldDirty: true })} />
            </div>
            <p id="experience-name-count" className="mt-1 shrink-0 text-sm tabular-nums text-stone-500">
              {name.length}/{EDITOR_LIMITS.name}
            </p>
          </div>
        </div>
        <div>
          <TextAreaField label="Description" length={description.length} maxLength={EDITOR_LIMITS.description} rows={8} {...register('description')} />
          {/* Below the counter, as on the agency profile: drawn up beside it, the buttons covered it on a phone. */}
          <div className="mt-2 flex flex-wrap gap-2">
            <CopyButton text={description} what="description" />
            <AiOptimizeSlot contentType="experience_description" text={description} context={context} onReplace={(t) => setValue('description', t, { shouldDirty: true })} />
          </div>
        </div>
      </div>
    </EditorSection>
  );
}
