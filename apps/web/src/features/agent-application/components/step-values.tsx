import { useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES } from '@safari/contract';
import type { ApplicationData } from '../types';
import { FormError, StepActions, StepHeading, TextAreaField } from './fields';

type ValuesData = Pick<ApplicationData, 'differentiation_answer' | 'sustainability_answer'>;

export function StepValues({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: ValuesData) => void; onBack: () => void }) {
  const [differentiation, setDifferentiation] = useState(data.differentiation_answer);
  const [sustainability, setSustainability] = useState(data.sustainability_answer);
  const [error, setError] = useState<string | null>(null);
  const min = LIMITS.applicationAnswerMin;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = differentiation.trim();
    const b = sustainability.trim();
    if (!a || !b) return setError(MESSAGES.answersRequired);
    if (a.length < min || b.length < min) return setError(MESSAGES.answersTooShort);
    onNext({ differentiation_answer: a, sustainability_answer: b });
  };

  const invalid = (v: string) => !!error && v.trim().length < min;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeading title="Corporate values" description={`We partner with agencies who share our values. Please answer in at least ${min} characters each.`} />
      <TextAreaField
        label="What makes your agency different from others?"
        required
        value={differentiation}
        maxLength={LIMITS.applicationAnswerMax}
        invalid={invalid(differentiation)}
        onChange={(e) => setDifferentiation(e.target.value)}
      />
      <TextAreaField
        label="How does your agency practise sustainable and responsible tourism?"
        required
        value={sustainability}
        maxLength={LIMITS.applicationAnswerMax}
        invalid={invalid(sustainability)}
        onChange={(e) => setSustainability(e.target.value)}
      />
      <FormError message={error} />
      <StepActions onBack={onBack} />
    </form>
  );
}
