import { useState } from 'react';
import { MESSAGES, createAgentBody } from '@safari/contract';
import { ErrorList, Notice, TextAreaField, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import { ApiRequestError } from '@/lib/api-client';
import { createAgent, inviteAgent, saveAgentDestinations } from '../../api/agents';
import { primaryButton, secondaryButton, ToolSection } from './tool-section';
import { fieldClass } from '@/components/ui/field';

const ORDER = ['agency_name', 'contact_email', 'contact_phone', 'address', 'agency_description'] as const;

/** Create agent (agent-side.md §2, §5): the profile, its destinations, and an optional invitation to the portal. */
export function CreateAgentSection({ token, onCreated }: { token: string; onCreated: (agentId: number) => void }) {
  const form = useZodForm(createAgentBody, { defaultValues: { agency_name: '', contact_email: '', contact_phone: '', address: '', agency_description: '' } });
  const [destinations, setDestinations] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string; email: string; warning: string | null } | null>(null);
  const [invite, setInvite] = useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }>({ state: 'idle' });
  const description = form.watch('agency_description') ?? '';

  // A destination is added only when it is not empty and not already listed (§5); Enter adds it too.
  const addDestination = () => {
    const name = draft.trim().replace(/\s+/g, ' ');
    if (!name || destinations.some((d) => d.toLowerCase() === name.toLowerCase())) return;
    setDestinations([...destinations, name]);
    setDraft('');
  };

  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setServerError(null);
    try {
      const { id } = await createAgent(token, body);
      let warning: string | null = null;
      if (destinations.length) {
        // The agent exists either way: a failure here only warns (§8).
        await saveAgentDestinations(token, id, destinations).catch(() => {
          warning = 'The agent was created, but its destinations could not be saved. Add them from the agency profile.';
        });
      }
      setCreated({ id, name: body.agency_name, email: body.contact_email, warning });
      setInvite({ state: 'idle' });
      onCreated(id);
      form.reset();
      setDestinations([]);
    } catch (e) {
      setServerError(e instanceof ApiRequestError && e.status === 409 ? e.message : MESSAGES.adminCreateAgentFailed);
    } finally {
      setBusy(false);
    }
  });

  const sendInvite = async () => {
    if (!created) return;
    setInvite({ state: 'sending' });
    try {
      await inviteAgent(token, created.id);
      setInvite({ state: 'sent' });
    } catch (e) {
      setInvite({ state: 'failed', message: e instanceof ApiRequestError && e.status === 409 ? e.message : 'The invitation could not be sent. Please try again.' });
    }
  };

  const errors = [...errorMessages(form.formState.errors, ORDER), ...(serverError ? [serverError] : [])];
  return (
    <ToolSection id="create-agent" title="Create agent" description="A new agency profile. Upload its logo and photos below once it exists.">
      {created && (
        <div className="mb-5 space-y-3">
          <Notice tone="success">
            Agent created: {created.name} (ID {created.id}).
          </Notice>
          {created.warning && <Notice tone="warning">{created.warning}</Notice>}
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={secondaryButton} disabled={invite.state === 'sending' || invite.state === 'sent'} onClick={() => void sendInvite()}>
              {invite.state === 'sending' ? 'Sending…' : invite.state === 'sent' ? 'Invitation sent' : `Send invitation to ${created.email}`}
            </button>
            {invite.state === 'failed' && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {invite.message}
              </p>
            )}
            {invite.state === 'sent' && <p className="text-sm text-stone-600">{created.email} received a single-use link (valid 72 hours) to set a password.</p>}
          </div>
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <ErrorList id="create-agent-errors" errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Agency name" required maxLength={200} invalid={!!form.formState.errors.agency_name} errorId="create-agent-errors" {...form.register('agency_name')} />
          <TextField label="Contact email" required type="email" maxLength={254} invalid={!!form.formState.errors.contact_email} errorId="create-agent-errors" {...form.register('contact_email')} />
          <TextField label="Phone" type="tel" maxLength={40} {...form.register('contact_phone')} />
          <TextField label="Address" maxLength={300} {...form.register('address')} />
        </div>
        <TextAreaField label="Description" rows={4} length={description.length} maxLength={5000} {...form.register('agency_description')} />
        <div>
          <label htmlFor="new-destination" className="block text-sm font-semibold text-stone-800">
            Destinations
          </label>
          {destinations.length > 0 && (
            <ul aria-label="Destinations added" className="mt-2 flex flex-wrap gap-2">
              {destinations.map((d) => (
                <li key={d} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pl-3 pr-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200">
                  {d}
                  <button type="button" aria-label={`Remove ${d}`} onClick={() => setDestinations(destinations.filter((x) => x !== d))} className="rounded-full px-2 hover:bg-emerald-100">
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-2 flex gap-2">
            <input
              id="new-destination"
              value={draft}
              maxLength={100}
              placeholder="e.g. Serengeti"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addDestination();
                }
              }}
              className={fieldClass({}, 'shadow-sm')}
            />
            <button type="button" onClick={addDestination} className="shrink-0 rounded-xl bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800">
              Add destination
            </button>
          </div>
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Creating…' : 'Create agent'}
        </button>
      </form>
    </ToolSection>
  );
}
