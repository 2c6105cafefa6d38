import { useId } from 'react';
import { applicationCompanyStep, type ApplicationCompanyStep } from '@safari/contract';
import { FormAlert, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import type { ApplicationData } from '../types';
import { StepActions, StepHeading } from './step-layout';

const ORDER = ['company_name', 'contact_person_name', 'contact_person_position', 'whatsapp_phone', 'website'] as const;

export function StepCompany({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: ApplicationCompanyStep) => void; onBack: () => void }) {
  const { register, handleSubmit, formState } = useZodForm(applicationCompanyStep, {
    defaultValues: {
      company_name: data.company_name,
      contact_person_name: data.contact_person_name,
      contact_person_position: data.contact_person_position ?? '',
      whatsapp_phone: data.whatsapp_phone ?? '',
      website: data.website ?? '',
    },
  });
  const alertId = useId();
  const { errors } = formState;
  const field = (name: (typeof ORDER)[number]) => ({ invalid: !!errors[name], errorId: alertId, ...register(name) });

  return (
    <form onSubmit={handleSubmit((values) => onNext(values))} noValidate className="space-y-5">
      <StepHeading title="Company information" description="Tell us who you are and how we can reach you." />
      <TextField label="Company name" required autoComplete="organization" {...field('company_name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Contact person name" required autoComplete="name" {...field('contact_person_name')} />
        <TextField label="Position" autoComplete="organization-title" placeholder="e.g. Founder, Sales Manager" {...field('contact_person_position')} />
      </div>
      <TextField
        label="WhatsApp phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+255 712 345 678"
        hint="Include your country code, e.g. +255 for Tanzania or +254 for Kenya."
        {...field('whatsapp_phone')}
      />
      <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://www.youragency.com" {...field('website')} />
      <FormAlert id={alertId} message={errorMessages(errors, ORDER)[0]} />
      <StepActions onBack={onBack} />
    </form>
  );
}
