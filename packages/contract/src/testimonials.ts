/**
 * Built-in sample testimonials for the agent ratings block (traveller-side.md §3 "Testimonial"). Each belongs to an
 * agency of the demo catalogue and links to its page: `agentId` is that agency's id, fixed by the seed's order
 * (apps/server/src/db/demo/agencies.ts); the server's testimonials test fails if id and name ever drift apart.
 */
export interface Testimonial {
  id: number;
  /** The agency's id in the demo catalogue, for its page link. */
  agentId: number;
  agentName: string;
  /** Agency logo; null shows the agency's initials. */
  agentLogo: string | null;
  rating: 1 | 2 | 3 | 4 | 5;
  travelerType: string;
  text: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    agentId: 1,
    agentName: 'Kilimanjaro Horizons Safaris',
    agentLogo: null,
    rating: 5,
    travelerType: 'Couple on honeymoon',
    text: 'Our guide found a leopard on the very first morning in the Serengeti. Every lodge felt hand-picked for us, and the surprise bush dinner was the highlight of our honeymoon. When our flight home was cancelled, our agent had us rebooked before we were back in Arusha. We would not travel to Tanzania any other way.',
  },
  {
    id: 2,
    agentId: 16,
    agentName: 'Pearl of Africa Gorilla Treks',
    agentLogo: null,
    rating: 5,
    travelerType: 'Solo traveller',
    text: 'Trekking to the mountain gorillas in Bwindi was the most moving hour of my life. The team handled my permit months in advance and paired me with a patient, funny tracker. I felt safe the whole time as a woman travelling alone.',
  },
  {
    id: 3,
    agentId: 9,
    agentName: 'Mara Sunrise Expeditions',
    agentLogo: null,
    rating: 4,
    travelerType: 'Family with two teens',
    text: 'We combined the Masai Mara with a dawn drive in Nairobi National Park. The kids still talk about the hot-air balloon at sunrise! One transfer ran late, but the agent called us within minutes and sorted it out.',
  },
  {
    id: 4,
    agentId: 21,
    agentName: 'Thousand Hills Expeditions',
    agentLogo: null,
    rating: 5,
    travelerType: 'Retired couple',
    text: 'Rwanda surprised us at every turn. Our agent built a gentle pace around our needs, with golden monkeys, Lake Kivu and an unforgettable day in Kigali. Nothing was too much trouble.',
  },
  {
    id: 5,
    agentId: 26,
    agentName: 'Baobab Avenue Expeditions',
    agentLogo: null,
    rating: 5,
    travelerType: 'Wildlife photographers',
    text: 'Lemurs at dawn, the Avenue of the Baobabs at dusk and a driver who knew exactly where the light would be best. Our agent understood photographers. The itinerary was flexible enough to return to a spot when the weather turned.',
  },
  {
    id: 6,
    agentId: 2,
    agentName: 'Moshi Summit Expeditions',
    agentLogo: null,
    rating: 4,
    travelerType: 'Group of friends',
    text: 'Climbing Kilimanjaro on the Lemosho route with this crew was tough and wonderful. The guides were professional, the food on the mountain was better than at home, and all six of us reached Uhuru Peak.',
  },
];
