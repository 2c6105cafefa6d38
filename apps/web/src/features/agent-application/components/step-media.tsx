import { useId } from 'react';
import { applicationMediaStep, type ApplicationMediaStep } from '@safari/contract';
import { CheckboxField, FormAlert, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import type { ApplicationData } from '../types';
import { StepActions, StepHeading } from './step-layout';

const OTHER_NETWORKS = [
  { key: 'tiktok', label: 'TikTok', placeholder: '@youragency' },
  { key: 'youtube', label: 'YouTube', placeholder: 'Channel URL' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'Company page URL' },
] as const;

export function StepMedia({ data, onNext, onBack }: { data: ApplicationData; onNext: (step: ApplicationMediaStep) => void; onBack: () => void }) {
  const { register, handleSubmit, formState, getValues } = useZodForm(applicationMediaStep, {
    defaultValues: {
      instagram_handle: data.instagram_handle ?? '',
      facebook_handle: data.facebook_handle ?? '',
      other_social_media: Object.fromEntries(OTHER_NETWORKS.map((n) => [n.key, data.other_social_media?.[n.key] ?? ''])),
      willing_to_share_media: data.willing_to_share_media,
    },
  });
  const alertId = useId();
  const { errors } = formState;
  const otherError = (key: string) => (errors.other_social_media as Record<string, unknown> | undefined)?.[key];
  const message = errorMessages(errors, ['instagram_handle', 'facebook_handle'])[0] ?? OTHER_NETWORKS.map((n) => (otherError(n.key) as { message?: string } | undefined)?.message).find(Boolean);

  const skip = () => onNext({ instagram_handle: null, facebook_handle: null, other_social_media: null, willing_to_share_media: getValues('willing_to_share_media') });

  return (
    <form onSubmit={handleSubmit((values) => onNext(values))} noValidate className="space-y-5">
      <StepHeading title="Media and social media" description="Optional: help travellers discover your work." />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Instagram" placeholder="@youragency" autoCapitalize="none" invalid={!!errors.instagram_handle} errorId={alertId} {...register('instagram_handle')} />
        <TextField label="Facebook" placeholder="Page name or URL" autoCapitalize="none" invalid={!!errors.facebook_handle} errorId={alertId} {...register('facebook_handle')} />
        {OTHER_NETWORKS.map((n) => (
          <TextField
            key={n.key}
            label={n.label}
            placeholder={n.placeholder}
            autoCapitalize="none"
            invalid={!!otherError(n.key)}
            errorId={alertId}
            {...register(`other_social_media.${n.key}`)}
          />
        ))}
      </div>
      <CheckboxField label="I'm happy to share photos and videos of our trips for use on the marketplace" {...register('willing_to_share_media')} />
      <FormAlert id={alertId} message={message} />
      <StepActions
        onBack={onBack}
        extra={
          <button type="button" onClick={skip} className="rounded-full px-6 py-3 font-semibold text-emerald-900 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
            Skip Social Media
          </button>
        }
      />
    </form>
  );
}
