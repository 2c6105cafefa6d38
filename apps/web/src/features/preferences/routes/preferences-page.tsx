import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MESSAGES, PREFERENCE_FIELD_ORDER, preferencesFormChecks, type PreferenceFormField, type Traveler } from '@safari/contract';
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTraveler } from '@/api/travelers/get-traveler';
import { invalidateTraveler, preferencesForUpdate, updateTraveler } from '@/api/travelers/update-traveler';
import { useZodForm } from '@/components/ui/form';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { getStoredUserId } from '@/lib/traveler-identity';
import { InterestingExperiences } from '../components/interesting-experiences';
import { PreferencesForm } from '../components/preferences-form';
import { boundsProblem, formValuesFrom, preferenceChanges, saveErrorMessage, serverFieldProblems, type PreferencesFormValues } from '../lib/preferences-form';

export default function PreferencesPage() {
  const userId = getStoredUserId();
  const traveler = useTraveler(userId);

  let body;
  if (userId && traveler.isPending) body = <LoadingState label="Loading your preferences…" />;
  else if (userId && traveler.isError) body = <ErrorState message={MESSAGES.prefsLoadFailed} onRetry={() => traveler.refetch()} />;
  else body = <PreferencesEditor userId={userId} traveler={traveler.data ?? null} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-700">Your trip</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-stone-900 sm:text-4xl">Travel preferences</h1>
        <p className="mt-2 text-stone-600">Keep your wishes up to date and your local expert and our recommendations follow along.</p>
      </header>
      {body}
    </div>
  );
}

type Status = { kind: 'idle' } | { kind: 'sign-in' } | { kind: 'error'; message: string } | { kind: 'saved' };

function PreferencesEditor({ userId, traveler }: { userId: string | null; traveler: Traveler | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The contract's checks run on submit; each failing field shows its message next to it and the typed values stay.
  const form = useZodForm(preferencesFormChecks, { defaultValues: formValuesFrom(traveler?.preferences) as PreferencesFormValues & Record<string, unknown>, criteriaMode: 'firstError' }) as unknown as UseFormReturn<PreferencesFormValues>;
  const destinations = form.watch('preferred_destinations');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (status.kind !== 'saved') return;
    const timer = window.setTimeout(() => navigate(paths.search()), LIMITS.redirectAfterPreferencesMs);
    return () => window.clearTimeout(timer);
  }, [status.kind, navigate]);

  /** Marks the fields and moves focus to the first in the spec's order (travellers, then trip type, then the rest). */
  function reject(problems: Array<{ field: PreferenceFormField; message: string }>) {
    for (const p of problems) form.setError(p.field, { type: 'validate', message: p.message });
    const first = PREFERENCE_FIELD_ORDER.find((f) => problems.some((p) => p.field === f));
    if (!first) return;
    trackEvent('form_error', { section: 'preferences', error_message: problems.find((p) => p.field === first)!.message });
    if (first !== 'preferred_destinations') form.setFocus(first);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!userId) {
      event.preventDefault();
      setStatus({ kind: 'sign-in' });
      trackEvent('form_error', { section: 'preferences', error_message: MESSAGES.prefsSignIn });
      return;
    }
    setStatus({ kind: 'idle' });
    return form.handleSubmit(
      (values) => save(values),
      (errors) =>
        reject(
          PREFERENCE_FIELD_ORDER.filter((f) => errors[f]).map((field) => ({ field, message: String(errors[field]!.message) })),
        ),
    )(event);
  }

  async function save(values: PreferencesFormValues) {
    const problem = boundsProblem(values);
    if (problem) return reject([problem]);
    setSaving(true);
    setStatus({ kind: 'idle' });
    try {
      const preferences = preferencesForUpdate(traveler?.preferences, preferenceChanges(values));
      await updateTraveler(userId as string, { first_name: traveler?.first_name, last_name: traveler?.last_name, phone: traveler?.phone, preferences });
      trackEvent('preferences_update', {
        preferred_destinations: values.preferred_destinations.join(','),
        trip_type: values.preferred_trip_type.join(','),
      });
      await invalidateTraveler(queryClient, userId as string);
      setStatus({ kind: 'saved' });
    } catch (err) {
      trackEvent('api_error', { section: 'preferences', error_message: (err as Error).message });
      // A 400 naming a field is shown at that field; anything else by status, never the server's own words.
      const fields = serverFieldProblems(err);
      if (fields.length) reject(fields);
      else setStatus({ kind: 'error', message: saveErrorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const statusView =
    status.kind === 'sign-in' || status.kind === 'error' ? (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200">
        {status.kind === 'sign-in' ? MESSAGES.prefsSignIn : status.message}
        {status.kind === 'sign-in' && (
          <>
            {' '}
            <Link to={paths.onboarding()} className="underline underline-offset-2">
              Plan your trip
            </Link>
          </>
        )}
      </p>
    ) : status.kind === 'saved' ? (
      <p role="status" className="rounded-2xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900 ring-1 ring-emerald-200">
        {MESSAGES.prefsSaved}
      </p>
    ) : null;

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        {!userId && (
          <p className="mb-6 rounded-2xl bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-200">
            You have not planned a trip with us on this device yet.{' '}
            <Link to={paths.onboarding()} className="font-semibold underline underline-offset-2">
              Start planning
            </Link>{' '}
            to save your preferences.
          </p>
        )}
        <PreferencesForm
          form={form}
          onSubmit={submit}
          saving={saving || status.kind === 'saved'}
          status={statusView}
        />
      </div>
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <InterestingExperiences selectedIds={traveler?.preferences.selected_experiences ?? []} destinations={destinations} />
      </aside>
    </div>
  );
}
