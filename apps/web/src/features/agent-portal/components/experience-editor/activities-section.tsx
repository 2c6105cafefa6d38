import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ACTIVITY_TAGS } from '@safari/contract';
import { FieldError } from '@/components/ui/form';
import { addCustomActivity, customActivities, isSelected, toggleActivity } from '../../experience-form/activity-rules';
import type { EditorValues } from '../../experience-form/editor-form';
import { EditorSection, inputClass } from './editor-section';

const chipClass =
  'inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-semibold ring-1 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** The activities and tags picker (agent-side.md §3 predefined tags, §5 custom activity rule). */
export function ActivitiesSection() {
  const { control } = useFormContext<EditorValues>();
  const { field } = useController({ control, name: 'activities' });
  const selected = field.value;
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = addCustomActivity(selected, draft);
    if (!result.ok) return setError(result.error);
    field.onChange(result.activities);
    setDraft('');
    setError(null);
  };

  const custom = customActivities(selected);
  return (
    <EditorSection id="activities" title="Activities & tags" description="Pick what travellers do on this trip; add your own activities too.">
      <ul className="flex flex-wrap gap-2" aria-label="Predefined activity tags">
        {ACTIVITY_TAGS.map((tag) => {
          const on = isSelected(selected, tag);
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => field.onChange(toggleActivity(selected, tag))}
                className={`${chipClass} ${on ? 'bg-emerald-800 text-white ring-emerald-800 hover:bg-emerald-900' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'}`}
              >
                {on && <span aria-hidden="true">✓</span>}
                {tag}
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-6">
        <label htmlFor="custom-activity" className="block text-sm font-semibold text-stone-800">
          Custom activity
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="custom-activity"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            placeholder="e.g. Hot-air balloon ride"
            aria-invalid={!!error || undefined}
            aria-describedby={error ? 'custom-activity-error' : undefined}
            className={inputClass}
          />
          <button type="button" onClick={add} className="shrink-0 rounded-xl bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
            Add
          </button>
        </div>
        <FieldError id="custom-activity-error" message={error} />
      </div>

      {custom.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Your custom activities">
          {custom.map((a) => (
            <li key={a.activity_name} className={`${chipClass} bg-amber-50 text-amber-950 ring-amber-200`}>
              {a.activity_name}
              <button
                type="button"
                onClick={() => field.onChange(toggleActivity(selected, a.activity_name))}
                aria-label={`Remove ${a.activity_name}`}
                className="-mr-1 rounded-full px-1.5 text-amber-900 hover:bg-amber-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-stone-500" aria-live="polite">
        {selected.length} {selected.length === 1 ? 'activity' : 'activities'} selected
      </p>
    </EditorSection>
  );
}
