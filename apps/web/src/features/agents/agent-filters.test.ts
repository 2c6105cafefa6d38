import { describe, expect, it } from 'vitest';
import type { AgentSummary } from '@safari/contract';
import { filterAgents, popularDestinations } from './agent-filters';

const agent = (id: number, name: string, address: string | null, destinations: string[]): AgentSummary => ({
  id,
  agency_name: name,
  agency_description: null,
  agent_description: null,
  address,
  country: null,
  images: [],
  profile_images: [],
  agent_logotype: null,
  agent_specializations: [],
  destinations: destinations.map((d, i) => ({ id: i + 1, destination_name: d, destination_description: null })),
  is_featured: false,
  experience_count: 0,
});

const agents = [
  agent(1, 'Kilima Trails', 'Arusha, Tanzania', ['Serengeti', 'Zanzibar']),
  agent(2, 'Gorilla Highlands', 'Kigali, Rwanda', ['Volcanoes National Park']),
  agent(3, 'Mara Plains Safaris', null, ['Maasai Mara', 'Serengeti']),
  agent(4, 'Île Sainte-Marie Lagoon Travel', 'Ambodifotatra, Madagascar', ['Nosy Bé']),
];

describe('filterAgents', () => {
  it('matches the name, a destination or the address, ignoring case', () => {
    expect(filterAgents(agents, 'KILIMA').map((a) => a.id)).toEqual([1]);
    expect(filterAgents(agents, 'serengeti').map((a) => a.id)).toEqual([1, 3]);
    expect(filterAgents(agents, 'kigali').map((a) => a.id)).toEqual([2]);
  });
  it('ignores accents both ways and needs every word, wherever it appears', () => {
    expect(filterAgents(agents, 'ile sainte').map((a) => a.id)).toEqual([4]);
    expect(filterAgents(agents, 'NOSY BE').map((a) => a.id)).toEqual([4]);
    expect(filterAgents(agents, 'serengeti mara').map((a) => a.id)).toEqual([3]);
    expect(filterAgents(agents, 'serengeti kigali')).toEqual([]);
  });
  it('keeps everything for a blank query and nothing for an unknown one', () => {
    expect(filterAgents(agents, '   ')).toHaveLength(4);
    expect(filterAgents(agents, 'Antarctica')).toEqual([]);
  });
});

describe('popularDestinations', () => {
  it('orders by how many agents cover a destination and caps the list', () => {
    expect(popularDestinations(agents, 2)).toEqual(['Serengeti', 'Maasai Mara']);
  });
});
