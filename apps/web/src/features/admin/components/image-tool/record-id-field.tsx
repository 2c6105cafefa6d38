import { useAgent } from '@/api/agents/get-agent';
import { useExperience } from '@/api/experiences/get-experience';
import { TextField } from '@/components/ui/form';

/** A positive whole number, or null: the ids the tool accepts (agent-side.md §5). */
export const parseId = (text: string): number | null => (/^\s*[1-9]\d{0,9}\s*$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null);

/** An id field that says what the id is (the agency or experience name) as soon as it is a valid id. */
export function RecordIdField({ kind, value, onChange, invalid, errorId }: { kind: 'agent' | 'experience'; value: string; onChange: (v: string) => void; invalid: boolean; errorId: string }) {
  const id = parseId(value);
  const agent = useAgent(kind === 'agent' ? id : null);
  const experience = useExperience(kind === 'experience' ? id : null);
  const query = kind === 'agent' ? agent : experience;
  const name = kind === 'agent' ? agent.data?.agency_name : experience.data ? `${experience.data.experience_name} (${experience.data.agency_name ?? 'no agency'})` : undefined;
  return (
    <div>
      <TextField
        label={kind === 'agent' ? 'Agent ID' : 'Experience ID'}
        required
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={invalid}
        errorId={errorId}
      />
      <p className="mt-1 min-h-5 text-sm text-stone-600" aria-live="polite" data-testid={`${kind}-lookup`}>
        {id === null ? '' : query.isPending ? 'Looking it up…' : name ? name : `No published ${kind} with this ID.`}
      </p>
    </div>
  );
}
