import { useId, useState, type FormEvent } from 'react';
import { AGENT_COUNTRIES, MESSAGES } from '@safari/contract';
import { emptyToNull, type ApplicationData } from '../types';
import { CheckboxField, FormError, StepActions, StepHeading, TextField } from './fields';

type LocationData = Pick<ApplicationData, 'location' | 'address' | 'has_license'>;

export function StepLocation({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: LocationData) => void; onBack: () => void }) {
  const [location, setLocation] = useState(data.location);
  const [address, setAddress] = useState(data.address ?? '');
  const [hasLicense, setHasLicense] = useState(data.has_license);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!location) {
      setError(MESSAGES.countryRequired);
      return;
    }
    onNext({ location, address: emptyToNull(address), has_license: hasLicense });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeading title="Location and licensing" description="Where is your agency based?" />
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-stone-800">
          Country / location<span aria-hidden="true" className="text-red-600"> *</span>
        </label>
        <select
          id={selectId}
          required
          value={location}
          aria-invalid={!!error || undefined}
          onChange={(e) => setLocation(e.target.value)}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 aria-[invalid=true]:border-red-500"
        >
          <option value="">Select your country</option>
          {AGENT_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Office address" autoComplete="street-address" placeholder="Street, city" value={address} onChange={(e) => setAddress(e.target.value)} />
      <CheckboxField label="My agency holds a valid tourism or tour-operator licence" checked={hasLicense} onChange={setHasLicense} />
      <FormError message={error} />
      <StepActions onBack={onBack} />
    </form>
  );
}
