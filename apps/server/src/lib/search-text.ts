/**
 * The text the experience search matches (traveller-side.md §5: name, type, description, location, agency name),
 * then what the traveller does on the trip: each activity's name and description, so 'leopard', 'dhow' or 'canoeing'
 * finds the trips that offer one (decision 024; the document ranks these words last). Lower-cased into one
 * trigram-indexed column. Every writer of experiences, their activities or agency names sets it through
 * searchColumns; migration 0010 wrote the same form for the rows before it.
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

/**
 * The columns every writer of an experience sets from its words and its agency's name (buildSearchText): the search
 * text, and the agency's name lower-cased (search_agency), which the search document leaves out of the description's
 * words. Agents name themselves in their descriptions ('Run by Lemur Forest Tours, whose guides…'), and those words
 * ranked as the trip's own: 'lemurs' had led with a hot-springs retreat, 'old town' with two Diani beach trips of Lamu
 * Old Town Voyages, 'cultural safari' with Kaskazi Cultural Safaris' migration safaris. The agency's name still
 * matches (the spec's rule), at the document's lowest weight.
 */
export function searchColumns(parts: Parameters<typeof buildSearchText>[0]): { searchText: string; searchAgency: string } {
  return { searchText: buildSearchText(parts), searchAgency: (parts.agencyName ?? '').toLowerCase() };
}

/** Escapes LIKE wildcards so a user's `%`, `_` or `\` match themselves (PostgreSQL's default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
