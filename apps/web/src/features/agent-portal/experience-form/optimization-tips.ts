/** What makes an experience page convert, checked against the editor's current values. */
export interface TipInput {
  name: string;
  description: string;
  activities: number;
  itineraryDays: number;
  hasPrice: boolean;
  images: number;
  included: number;
}

export interface Tip {
  id: string;
  text: string;
  done: boolean;
}

export const NAME_IDEAL = { min: 20, max: 80 } as const;
export const DESCRIPTION_IDEAL_MIN = 300;

export function optimizationTips(v: TipInput): Tip[] {
  const name = v.name.trim().length;
  return [
    { id: 'name', text: `A name of ${NAME_IDEAL.min} to ${NAME_IDEAL.max} characters that says where and what (e.g. "3-Day Serengeti Migration Safari")`, done: name >= NAME_IDEAL.min && name <= NAME_IDEAL.max },
    { id: 'description', text: `A description of at least ${DESCRIPTION_IDEAL_MIN} characters: the highlights, who it suits, what makes it yours`, done: v.description.trim().length >= DESCRIPTION_IDEAL_MIN },
    { id: 'activities', text: 'At least 3 activities or tags, so travellers find it by interest', done: v.activities >= 3 },
    { id: 'itinerary', text: 'A day-by-day itinerary', done: v.itineraryDays > 0 },
    { id: 'price', text: 'A price per person: experiences with a price get more enquiries', done: v.hasPrice },
    { id: 'included', text: "What is included (and what isn't), so there are no surprises", done: v.included > 0 },
    { id: 'images', text: 'At least 3 bright, landscape photos; the first is the cover', done: v.images >= 3 },
  ];
}
