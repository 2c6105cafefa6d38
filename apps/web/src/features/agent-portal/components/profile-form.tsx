import { useEffect, useState } from 'react';
import { MESSAGES, type PortalAgent } from '@safari/contract';
import { FormAlert, Notice, TextAreaField, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import { saveFailureMessage, useUpdateProfile } from '../api/update-profile';
import { OptimizeButton } from './ai-optimize/optimize-button';
import { SUCCESS_VISIBLE_MS } from './image-gallery/use-gallery-notice';
import { PROFILE_FIELDS, profileFormDefaults, profileFormSchema, toProfileUpdate, type ProfileFormValues } from '../profile-form';
import { buttonClass } from '@/components/ui/button';

const ERROR_ID = 'profile-form-errors';
/** updateAgentBody's limit for agency_description. */
const DESCRIPTION_MAX = 5000;

/** The agency details form (agent-side.md §2, §5, §7): PUT /agents/{id}, then the destinations when there are any. */
export function ProfileForm({ agent }: { agent: PortalAgent }) {
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormDefaults(agent) });
  const save = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  // agent-side.md §9: success messages show for 3 seconds.
  useEffect(() => {
    if (!saved) return;
    const t = window.setTimeout(() => setSaved(false), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(t);
  }, [saved]);
  const { errors } = form.formState;
  const problems = errorMessages<ProfileFormValues>(errors, PROFILE_FIELDS);
  const invalid = (name: (typeof PROFILE_FIELDS)[number]) => ({ invalid: !!errors[name], errorId: ERROR_ID });

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    save.reset();
    try {
      await save.mutateAsync({ agentId: agent.id, ...toProfileUpdate(values) });
      setSaved(true);
    } catch {
      // shown from save.error below
    }
  });

  return (
    <section aria-labelledby="profile-form-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="profile-form-title" className="font-display text-xl font-bold text-stone-900">
        Profile details
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <div>
          <TextAreaField label="Agency description" rows={5} length={form.watch('agency_description').length} maxLength={DESCRIPTION_MAX} {...invalid('agency_description')} {...form.register('agency_description')} />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <OptimizeButton
              contentType="agency_description"
              text={form.watch('agency_description')}
              label="agency description"
              onReplace={(t) => form.setValue('agency_description', t, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Address" autoComplete="street-address" {...invalid('address')} {...form.register('address')} />
          <TextField label="Contact phone" type="tel" autoComplete="tel" {...invalid('contact_phone')} {...form.register('contact_phone')} />
        </div>
        <TextField label="Instagram" hint="Your handle, e.g. @yoursafaris" {...invalid('instagram')} {...form.register('instagram')} />
        <TextField
          label="Destinations"
          required
          hint="Separate destinations with commas, e.g. Serengeti, Zanzibar, Ngorongoro"
          {...invalid('destinations')}
          {...form.register('destinations')}
        />
        {problems.length > 0 && (
          <div id={ERROR_ID} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
            {problems.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        )}
        {save.isError && <FormAlert message={saveFailureMessage(save.error)} />}
        {saved && !save.isPending && <Notice tone="success">{MESSAGES.profileSaved}</Notice>}
        <div className="sm:flex sm:justify-end">
          <button
            type="submit"
            disabled={save.isPending}
            className={buttonClass({ block: true }, 'disabled:cursor-wait sm:inline-flex sm:w-auto')}
          >
            {save.isPending ? 'Saving…' : 'Save Profile'}
          </button>
        </div>
      </form>
    </section>
  );
}
