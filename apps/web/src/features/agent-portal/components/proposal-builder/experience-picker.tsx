import { useController, useFormContext } from 'react-hook-form';
import { useOwnExperiences } from '../../api/own-experiences';
import type { ProposalFormValues } from '../../proposals/proposal-form';
import { EditorSection } from '../experience-editor/editor-section';

/** Optional experiences from the agent's own published catalogue, linked from the proposal. */
export function ExperiencePicker({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<ProposalFormValues>();
  const { field } = useController({ control, name: 'experienceIds' });
  const experiences = useOwnExperiences();
  const published = (experiences.data ?? []).filter((e) => e.status === 'published');
  const chosen = new Set(field.value);
  const toggle = (id: number) => field.onChange(chosen.has(id) ? field.value.filter((x) => x !== id) : [...field.value, id]);

  return (
    <EditorSection id="proposal-experiences" title="Experiences" description="Optional: link experiences from your catalogue that this trip includes.">
      {experiences.isPending ? (
        <p className="text-sm text-stone-600">Loading your experiences…</p>
      ) : experiences.isError ? (
        <p className="text-sm text-red-700">Your experiences could not be loaded.</p>
      ) : published.length === 0 ? (
        <p className="text-sm text-stone-600">You have no published experiences yet.</p>
      ) : (
        <fieldset disabled={disabled}>
          <legend className="sr-only">Experiences included</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {published.map((e) => (
              <li key={e.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 ring-1 ring-stone-200 hover:bg-stone-50 has-[:checked]:bg-emerald-50 has-[:checked]:ring-emerald-300">
                  <input type="checkbox" checked={chosen.has(e.id)} onChange={() => toggle(e.id)} className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-800" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-stone-900">{e.experience_name}</span>
                    {e.location && <span className="text-sm text-stone-600">{e.location}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </EditorSection>
  );
}
