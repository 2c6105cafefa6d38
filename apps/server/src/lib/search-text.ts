/**
 * The text the experience search matches (traveller-side.md §5: name, type, description, location, agency name),
 * lower-cased into one trigram-indexed column. Every writer of experiences or agency names must call this.
 */
export function buildSearchText(parts: {
  experienceName: string;
  experienceType?: string | null;
  description?: string | null;
  location?: string | null;
  agencyName?: string | null;
}): string {
  return [parts.experienceName, parts.experienceType, parts.description, parts.location, parts.agencyName]
    .filter((p): p is string => Boolean(p))
    .join(' \u2022 ')
    .toLowerCase();
}

/** Escapes LIKE wildcards so a user's `%`, `_` or `\` match themselves (PostgreSQL's default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
