import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { applicationReviewStep } from '@safari/contract';
import { CheckboxField, FormAlert, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import type { ApplicationData } from '../types';
import { StepActions, StepHeading } from './step-layout';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '—');

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          aria-label={`Edit ${title.toLowerCase()}`}
          className="rounded-full px-3 py-1 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          Edit
        </button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-stone-900">{value}</dd>
    </div>
  );
}

export function StepReview({ data, busy, serverError, onSubmit, onBack, onEdit }: { data: ApplicationData; busy: boolean; serverError: string | null; onSubmit: () => void; onBack: () => void; onEdit: (step: number) => void }) {
  const { register, handleSubmit, formState, clearErrors } = useZodForm(applicationReviewStep, { defaultValues: { agreed: false } });
  const alertId = useId();
  const error = formState.errors.agreed?.message;
  const others = Object.entries(data.other_social_media ?? {});

  return (
    <form onSubmit={handleSubmit(() => onSubmit())} noValidate className="space-y-5">
      <StepHeading title="Review and submit" description="Please check your answers before sending your application." />
      <Section title="Contact" step={0} onEdit={onEdit}>
        <Item label="Email" value={data.contact_email} />
      </Section>
      <Section title="Company information" step={1} onEdit={onEdit}>
        <Item label="Company name" value={data.company_name} />
        <Item label="Contact person" value={data.contact_person_name} />
        <Item label="Position" value={dash(data.contact_person_position)} />
        <Item label="WhatsApp phone" value={dash(data.whatsapp_phone)} />
        <Item label="Website" value={dash(data.website)} wide />
      </Section>
      <Section title="Location and licensing" step={2} onEdit={onEdit}>
        <Item label="Country / location" value={data.location} />
        <Item label="Address" value={dash(data.address)} />
        <Item label="Licensed" value={data.has_license ? 'Yes' : 'No'} />
      </Section>
      <Section title="Corporate values" step={3} onEdit={onEdit}>
        <Item label="What makes your agency different" value={data.differentiation_answer} wide />
        <Item label="Sustainability and responsible tourism" value={data.sustainability_answer} wide />
      </Section>
      <Section title="Media and social media" step={4} onEdit={onEdit}>
        <Item label="Instagram" value={data.instagram_handle ? `@${data.instagram_handle}` : '—'} />
        <Item label="Facebook" value={dash(data.facebook_handle)} />
        {others.map(([k, v]) => (
          <Item key={k} label={k.charAt(0).toUpperCase() + k.slice(1)} value={v} />
        ))}
        <Item label="Willing to share media" value={data.willing_to_share_media ? 'Yes' : 'No'} />
      </Section>
      <CheckboxField
        invalid={!!error}
        errorId={alertId}
        {...register('agreed', { onChange: (e: { target: { checked: boolean } }) => e.target.checked && clearErrors('agreed') })}
        label={
          <>
            I agree to the{' '}
            <Link to={paths.agencyTerms} target="_blank" rel="noopener" className="font-semibold text-emerald-800 underline underline-offset-2">
              Agency Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacyPolicy} target="_blank" rel="noopener" className="font-semibold text-emerald-800 underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </>
        }
      />
      <FormAlert id={alertId} message={error ?? serverError} />
      <StepActions onBack={onBack} submitLabel="Submit Application" busy={busy} busyLabel="Submitting…" />
    </form>
  );
}
