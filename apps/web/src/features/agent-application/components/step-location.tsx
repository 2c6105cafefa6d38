import { useId } from 'react';
import { AGENT_COUNTRIES, applicationLocationStep, type ApplicationLocationStep } from '@safari/contract';
import { CheckboxField, FormAlert, SelectField, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import type { ApplicationData } from '../types';
import { StepActions, StepHeading } from './step-layout';

export function StepLocation({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: ApplicationLocationStep) => void; onBack: () => void }) {
  const { register, handleSubmit, formState } = useZodForm(applicationLocationStep, {
    defaultValues: { location: data.location, address: data.address ?? '', has_license: data.has_license },
  });
  const alertId = useId();
  const { errors } = formState;

  return (
    <form onSubmit={handleSubmit((values) => onNext(values))} noValidate className="space-y-5">
      <StepHeading title="Location and licensing" description="Where is your agency based?" />
      <SelectField label="Country / location" required placeholder="Select your country" options={AGENT_COUNTRIES} invalid={!!errors.location} errorId={alertId} {...register('location')} />
      <TextField label="Office address" autoComplete="street-address" placeholder="Street, city" invalid={!!errors.address} errorId={alertId} {...register('address')} />
      <CheckboxField label="My agency holds a valid tourism or tour-operator licence" {...register('has_license')} />
      <FormAlert id={alertId} message={errorMessages(errors, ['location', 'address'])[0]} />
      <StepActions onBack={onBack} />
    </form>
  );
}
