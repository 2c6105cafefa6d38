/** The list's search (agent-side.md §2): the name contains the term, case-insensitive; a blank term keeps all. */
export function filterByName<T extends { experience_name: string }>(items: readonly T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase();
  return needle ? items.filter((x) => x.experience_name.toLocaleLowerCase().includes(needle)) : [...items];
}
