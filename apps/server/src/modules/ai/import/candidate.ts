/** A tour found on a page before it becomes a draft: what the page said, each field null when it did not say. */
export interface Candidate {
  name: string;
  description: string | null;
  price: number | null;
  durationDays: number | null;
  /** A place or type the page states in a field of its own (JSON-LD, microdata); inferred from the text otherwise. */
  location: string | null;
  type: string | null;
  /** Further text about the tour (for the type and location when no field states them). */
  context: string;
}

/** Longer descriptions are cut at a sentence or word boundary. */
export function shortDescription(text: string | null | undefined, max = 600): string | null {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!t) return null;
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const stop = cut.lastIndexOf('. ');
  return stop > max / 2 ? cut.slice(0, stop + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
