import { useId } from 'react';
import { LIMITS, applicationValuesStep, type ApplicationValuesStep } from '@safari/contract';
import { FormAlert, TextAreaField, errorMessages, useZodForm } from '@/components/ui/form';
import type { ApplicationData } from '../types';
import { StepActions, StepHeading } from './step-layout';

export function StepValues({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: ApplicationValuesStep) => void; onBack: () => void }) {
  const { register, handleSubmit, formState, watch } = useZodForm(applicationValuesStep, {
    defaultValues: { differentiation_answer: data.differentiation_answer, sustainability_answer: data.sustainability_answer },
  });
  const alertId = useId();
  const { errors } = formState;
  const min = LIMITS.applicationAnswerMin;
  const field = (name: keyof ApplicationValuesStep) => ({
    required: true,
    maxLength: LIMITS.applicationAnswerMax,
    length: (watch(name) ?? '').length,
    invalid: !!errors[name],
    errorId: alertId,
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit((values) => onNext(values))} noValidate className="space-y-5">
      <StepHeading title="Corporate values" description={`We partner with agencies who share our values. Please answer in at least ${min} characters each.`} />
      <TextAreaField label="What makes your agency different from others?" {...field('differentiation_answer')} />
      <TextAreaField label="How does your agency practise sustainable and responsible tourism?" {...field('sustainability_answer')} />
      <FormAlert id={alertId} message={errorMessages(errors, ['differentiation_answer', 'sustainability_answer'])[0]} />
      <StepActions onBack={onBack} />
    </form>
  );
}
