/**
 * 'Enquire now' on an experience or an agent (traveller-side.md §4). Placeholder: the trip-planning issue
 * gives it its behaviour; pages render it and never change.
 */
export interface EnquireTarget {
  experience?: { id: number; experience_name?: string; agent_id?: number | null } | null;
  agent?: { id: number; agency_name?: string } | null;
}

export function EnquireButton({ experience, agent, className, label = 'Enquire now' }: EnquireTarget & { className?: string; label?: string }) {
  return (
    <button type="button" className={className} data-experience-id={experience?.id} data-agent-id={agent?.id}>
      {label}
    </button>
  );
}
