import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createExperienceBody, MESSAGES } from '@safari/contract';
import { FormAlert, Notice, SubmitButton, TextAreaField, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useCreateExperience } from '../api/save-experience';
import { EDITOR_LIMITS } from '../experience-form/editor-form';

const newExperienceForm = createExperienceBody.pick({ experience_name: true, description: true });
/** agent-side.md §9: the edit page follows 1.2 seconds after the success message. */
const REDIRECT_MS = 1200;

/** Create New Experience (agent-side.md §2): a name and a description make a draft; the rest is on the edit page. */
export default function ExperienceNewPage() {
  usePageMeta(MESSAGES.experienceCreateTitle);
  const navigate = useNavigate();
  const create = useCreateExperience();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const form = useZodForm(newExperienceForm, { defaultValues: { experience_name: '', description: '' } });
  const name = form.watch('experience_name') ?? '';
  const description = form.watch('description') ?? '';
  const problems = errorMessages(form.formState.errors, ['experience_name', 'description']);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = form.handleSubmit(async (body) => {
    create.reset();
    try {
      const { id } = await create.mutateAsync(body);
      setCreatedId(id);
      timer.current = window.setTimeout(() => navigate(paths.agent.experienceEdit(id)), REDIRECT_MS);
    } catch {
      // The message below says it; the typed values stay.
    }
  });

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-3xl font-bold text-stone-900">{MESSAGES.experienceCreateTitle}</h1>
      <p className="mt-2 text-stone-600">Start with a name and a short description. You add the price, itinerary and photos on the next page; it stays a draft until you publish it.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <TextField
          label="Experience name"
          required
          maxLength={EDITOR_LIMITS.name}
          invalid={!!form.formState.errors.experience_name}
          errorId="new-experience-problems"
          hint={`${name.length}/${EDITOR_LIMITS.name}`}
          autoComplete="off"
          {...form.register('experience_name')}
        />
        <TextAreaField label="Description" length={description.length} maxLength={EDITOR_LIMITS.description} rows={6} {...form.register('description')} />
        <FormAlert id="new-experience-problems" message={problems[0]} />
        {create.isError && <FormAlert message={MESSAGES.experienceCreateFailed} />}
        {createdId !== null && <Notice tone="success">{MESSAGES.experienceCreated}</Notice>}
        <SubmitButton busy={form.formState.isSubmitting || createdId !== null} busyLabel={createdId !== null ? 'Opening the editor…' : 'Saving…'}>
          Save &amp; Continue
        </SubmitButton>
      </form>
    </div>
  );
}
