import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/form';
import { EDITOR_LIMITS } from '../../experience-form/editor-form';
import { inputClass } from './editor-section';

/**
 * A short list of one-line entries (included, not included) held as a string array in the surrounding form
 * (the experience editor, the proposal builder): type, Add (or Enter), remove.
 */
export function ListEditor({
  name,
  label,
  placeholder,
  maxItems = 30,
  maxLength = EDITOR_LIMITS.listItem,
}: {
  name: 'included' | 'excluded';
  label: string;
  placeholder: string;
  maxItems?: number;
  maxLength?: number;
}) {
  const { control } = useFormContext<Record<typeof name, string[]>>();
  const { field } = useController({ control, name });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `list-${name}`;
  const items = field.value;

  const add = () => {
    const entry = draft.trim().replace(/\s+/g, ' ');
    if (!entry) return setError(`Type what is ${name === 'included' ? 'included' : 'not included'} first`);
    if (items.some((i) => i.toLowerCase() === entry.toLowerCase())) return setError(`"${entry}" is already listed`);
    if (items.length >= maxItems) return setError(`At most ${maxItems} entries`);
    field.onChange([...items, entry]);
    setDraft('');
    setError(null);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {items.length > 0 && (
        <ul className="mt-2 space-y-1.5" aria-label={label}>
          {items.map((item, i) => (
            <li key={`${item}-${i}`} className="flex items-start justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-stone-800 ring-1 ring-stone-200">
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => field.onChange(items.filter((_, j) => j !== i))}
                aria-label={`Remove "${item}" from ${label.toLowerCase()}`}
                className="shrink-0 rounded px-1.5 text-stone-500 hover:bg-stone-200 hover:text-stone-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <button type="button" onClick={add} aria-label={`Add to ${label.toLowerCase()}`} className="shrink-0 rounded-xl bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
          Add
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
