import { useState } from 'react';
import { z } from 'zod';
import { DRAFT_NAME_MAX, MESSAGES, type ExperienceDraft } from '@safari/contract';
import { ErrorList, TextAreaField, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import { primaryButton, secondaryButton } from './tool-section';

/** The inline edit of one draft (agent-side.md §4): name (at most 60 characters), description, location and price. */
const draftEditForm = z.object({
  experience_name: z
    .string()
    .trim()
    .min(1, MESSAGES.experienceNameRequired)
    .max(DRAFT_NAME_MAX, `Experience name must be at most ${DRAFT_NAME_MAX} characters`),
  description: z.string().max(5000),
  location: z.string().trim().max(200),
  price: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,7}(\.\d{1,2})?$/.test(v) && Number(v) <= 1_000_000), { message: 'Price must be a number of US dollars (e.g. 1250)' }),
});
const ORDER = ['experience_name', 'description', 'location', 'price'] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

interface Props {
  index: number;
  draft: ExperienceDraft;
  selected: boolean;
  onToggle: (selected: boolean) => void;
  onSave: (draft: ExperienceDraft) => void;
}

/** One draft: its checkbox, what was read, and an Edit button that opens the inline form. */
export function DraftItem({ index, draft, selected, onToggle, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const titleId = `draft-${index}-title`;
  return (
    <li className={`rounded-xl p-4 ring-1 ${selected ? 'bg-white ring-emerald-300' : 'bg-stone-50 ring-stone-200'}`} data-testid="draft-item">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onToggle(e.target.checked)}
          aria-labelledby={titleId}
          className="mt-1 h-5 w-5 shrink-0 rounded border-stone-400 accent-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
        <div className="min-w-0 flex-1">
          {editing ? (
            <DraftEditForm
              draft={draft}
              onCancel={() => setEditing(false)}
              onSave={(next) => {
                onSave(next);
                setEditing(false);
              }}
              titleId={titleId}
            />
          ) : (
            <>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={titleId} className="font-semibold text-stone-900 [overflow-wrap:anywhere]">
                  {draft.experience_name}
                </h3>
                <button type="button" className="-my-2 min-h-11 px-1 text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950" onClick={() => setEditing(true)}>
                  Edit<span className="sr-only"> {draft.experience_name}</span>
                </button>
              </div>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                <Fact label="Type" value={draft.experience_type} />
                <Fact label="Location" value={draft.location} />
                <Fact label="Price" value={draft.price === null ? null : usd.format(draft.price)} />
                <Fact label="Duration" value={draft.duration_days === null ? null : `${draft.duration_days} ${draft.duration_days === 1 ? 'day' : 'days'}`} />
              </dl>
              {draft.description && <p className="mt-2 line-clamp-3 text-sm text-stone-600">{draft.description}</p>}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex gap-1">
      <dt className="text-stone-500">{label}:</dt>
      <dd className={value ? 'font-medium' : 'italic text-stone-500'}>{value ?? 'not stated'}</dd>
    </div>
  );
}

function DraftEditForm({ draft, onSave, onCancel, titleId }: { draft: ExperienceDraft; onSave: (d: ExperienceDraft) => void; onCancel: () => void; titleId: string }) {
  const form = useZodForm(draftEditForm, {
    defaultValues: { experience_name: draft.experience_name, description: draft.description ?? '', location: draft.location ?? '', price: draft.price === null ? '' : String(draft.price) },
  });
  const name = form.watch('experience_name') ?? '';
  const description = form.watch('description') ?? '';
  const errorId = `${titleId}-errors`;
  const submit = form.handleSubmit((v) =>
    onSave({ ...draft, experience_name: v.experience_name, description: v.description.trim() || null, location: v.location || null, price: v.price === '' ? null : Number(v.price) }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-labelledby={titleId}>
      <h3 id={titleId} className="sr-only">
        Edit {draft.experience_name}
      </h3>
      <ErrorList id={errorId} errors={errorMessages(form.formState.errors, ORDER)} />
      <div>
        <TextField label="Experience name" required maxLength={DRAFT_NAME_MAX} invalid={!!form.formState.errors.experience_name} errorId={errorId} {...form.register('experience_name')} />
        <p className="mt-1 text-right text-sm tabular-nums text-stone-500">
          {name.length}/{DRAFT_NAME_MAX}
        </p>
      </div>
      <TextAreaField label="Description" rows={4} length={description.length} maxLength={5000} {...form.register('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Location" maxLength={200} {...form.register('location')} />
        <TextField label="Price (USD)" inputMode="decimal" maxLength={10} invalid={!!form.formState.errors.price} errorId={errorId} {...form.register('price')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton}>
          Save
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
