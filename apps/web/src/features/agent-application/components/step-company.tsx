import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@safari/contract';
import { emptyToNull, type ApplicationData } from '../types';
import { FormError, StepActions, StepHeading, TextField } from './fields';

type CompanyData = Pick<ApplicationData, 'company_name' | 'contact_person_name' | 'contact_person_position' | 'whatsapp_phone' | 'website'>;

export function StepCompany({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: CompanyData) => void; onBack: () => void }) {
  const [form, setForm] = useState({
    company_name: data.company_name,
    contact_person_name: data.contact_person_name,
    contact_person_position: data.contact_person_position ?? '',
    whatsapp_phone: data.whatsapp_phone ?? '',
    website: data.website ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.company_name.trim() || !form.contact_person_name.trim()) {
      setError(MESSAGES.companyRequired);
      return;
    }
    const website = form.website.trim();
    // Same rule as the server (agentApplicationProblems): no spaces, and only http(s) when a scheme is given.
    if (website && (/\s/.test(website) || (/^[a-z][a-z0-9+.-]*:/i.test(website) && !/^https?:\/\//i.test(website)))) {
      setError(MESSAGES.websiteInvalid);
      return;
    }
    onNext({
      company_name: form.company_name.trim(),
      contact_person_name: form.contact_person_name.trim(),
      contact_person_position: emptyToNull(form.contact_person_position),
      whatsapp_phone: emptyToNull(form.whatsapp_phone),
      website: emptyToNull(form.website),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeading title="Company information" description="Tell us who you are and how we can reach you." />
      <TextField label="Company name" required autoComplete="organization" value={form.company_name} onChange={set('company_name')} invalid={!!error && !form.company_name.trim()} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Contact person name" required autoComplete="name" value={form.contact_person_name} onChange={set('contact_person_name')} invalid={!!error && !form.contact_person_name.trim()} />
        <TextField label="Position" autoComplete="organization-title" placeholder="e.g. Founder, Sales Manager" value={form.contact_person_position} onChange={set('contact_person_position')} />
      </div>
      <TextField
        label="WhatsApp phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+255 712 345 678"
        hint="Include your country code, e.g. +255 for Tanzania or +254 for Kenya."
        value={form.whatsapp_phone}
        onChange={set('whatsapp_phone')}
      />
      <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://www.youragency.com" value={form.website} onChange={set('website')} invalid={error === MESSAGES.websiteInvalid} />
      <FormError message={error} />
      <StepActions onBack={onBack} />
    </form>
  );
}
