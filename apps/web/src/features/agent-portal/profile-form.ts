/**
 * The agency profile form (agent-side.md §2, §5): the contract's `updateAgentBody` rules, each message naming
 * its field, plus destinations typed as a comma-separated list.
 */
import { z } from 'zod';
import { updateAgentBody, updateDestinationsBody, type PortalAgent, type UpdateAgentBody } from '@safari/contract';

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)} characters`;
  return issue.message;
}

/** A form string checked by one of the contract's field rules; a failure reads "{label} {what is wrong}". */
function checkedBy(rule: z.ZodType, label: string) {
  return z.string().superRefine((value, ctx) => {
    const result = rule.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: `${label} ${describeIssue(issue)}` });
  });
}

const fields = updateAgentBody.shape;
const destinationRule = updateDestinationsBody.shape.destinations.in.element;

/** Trimmed, empty entries dropped (agent-side.md §5). */
export function parseDestinations(text: string): string[] {
  return text
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

export const profileFormSchema = z.object({
  agency_description: checkedBy(fields.agency_description, 'Agency description'),
  address: checkedBy(fields.address, 'Address'),
  contact_phone: checkedBy(fields.contact_phone, 'Contact phone'),
  instagram: checkedBy(fields.social_media.unwrap().unwrap().shape.instagram, 'Instagram'),
  destinations: z.string().superRefine((text, ctx) => {
    const list = parseDestinations(text);
    if (list.length > 30) ctx.addIssue({ code: 'custom', message: 'Destinations can list at most 30 places' });
    for (const d of list) {
      const result = destinationRule.safeParse(d);
      if (!result.success) ctx.addIssue({ code: 'custom', message: `Destination "${d.slice(0, 40)}" ${describeIssue(result.error.issues[0]!)}` });
    }
  }),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const PROFILE_FIELDS = ['agency_description', 'address', 'contact_phone', 'instagram', 'destinations'] as const;

export function profileFormDefaults(agent: PortalAgent): ProfileFormValues {
  return {
    agency_description: agent.agency_description ?? '',
    address: agent.address ?? '',
    contact_phone: agent.contact_phone ?? '',
    instagram: agent.social_media?.instagram ?? '',
    destinations: agent.destinations.map((d) => d.destination_name).join(', '),
  };
}

/** The two request bodies; values were checked by the schema, so the contract's parse only normalises them. */
export function toProfileUpdate(values: ProfileFormValues): { profile: UpdateAgentBody; destinations: string[] } {
  const profile = updateAgentBody.parse({
    agency_description: values.agency_description,
    address: values.address,
    contact_phone: values.contact_phone,
    social_media: { instagram: values.instagram },
  });
  return { profile, destinations: parseDestinations(values.destinations) };
}
