/**
 * The text the experience search matches (traveller-side.md §5: name, type, description, location, agency name),
 * then what the traveller does on the trip: each activity's name and description, so 'leopard', 'dhow' or 'canoeing'
 * finds the trips that offer one (decision 024; the document ranks these words last). Lower-cased into one
 * trigram-indexed column. Every writer of experiences, their activities or agency names must call this; migration
 * 0010 wrote the same form for the rows before it.
 */
export function buildSearchText(parts: {
  experienceName: string;
  experienceType?: string | null;
  description?: string | null;
  location?: string | null;
  agencyName?: string | null;
  /** In display order. */
  activities?: ReadonlyArray<{ activityName: string; activityDescription?: string | null }>;
}): string {
  const activities = (parts.activities ?? []).map((a) => (a.activityDescription ? `${a.activityName} ${a.activityDescription}` : a.activityName));
  return [parts.experienceName, parts.experienceType, parts.description, parts.location, parts.agencyName, ...activities]
    .filter((p): p is string => Boolean(p))
    .join(' \u2022 ')
    .toLowerCase();
}

/** Escapes LIKE wildcards so a user's `%`, `_` or `\` match themselves (PostgreSQL's default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
