import { describe, expect, it } from 'vitest';
import { foldForSearch, type AgentSummary } from '@safari/contract';
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

const ids = (query: string) => filterAgents(agents, query).agents.map((a) => a.id);

describe('filterAgents', () => {
  it('matches the name, a destination or the address, ignoring case', () => {
    expect(ids('KILIMA')).toEqual([1]);
    expect(ids('serengeti')).toEqual([1, 3]);
    expect(ids('kigali')).toEqual([2]);
  });
  it('ignores accents both ways and needs every word, wherever it appears, before it drops one', () => {
    expect(ids('ile sainte')).toEqual([4]);
    expect(ids('NOSY BE')).toEqual([4]);
    expect(ids('serengeti mara')).toEqual([3]);
    expect(filterAgents(agents, 'serengeti kigali')).toMatchObject({ searchedFor: 'Serengeti' });
  });
  it('forgives a slip when nothing matches as typed, and says what it searched for', () => {
    expect(filterAgents(agents, 'serengetti')).toMatchObject({ searchedFor: 'Serengeti' });
    expect(ids('serengetti')).toEqual([1, 3]);
    expect(filterAgents(agents, 'gorila highlands')).toMatchObject({ searchedFor: 'Gorilla highlands' });
    expect(ids('Kigli')).toEqual([2]);
    // Below four letters a word is never called a slip.
    expect(ids('Kgl')).toEqual([]);
    expect(filterAgents(agents, 'serengeti')).toMatchObject({ searchedFor: null });
    // A word matched as typed is kept: only the slip is corrected.
    expect(filterAgents(agents, 'mara serengetti')).toMatchObject({ searchedFor: 'mara Serengeti' });
  });
  it('searches only the words some agent has when no agent has them all, and says so, places as the agents write them', () => {
    expect(filterAgents(agents, 'zanzibar beach')).toMatchObject({ searchedFor: 'Zanzibar' });
    expect(ids('zanzibar beach')).toEqual([1]);
    expect(filterAgents(agents, 'serengetti lodges')).toMatchObject({ searchedFor: 'Serengeti' });
    expect(ids('serengetti lodges')).toEqual([1, 3]);
    // Words each of which some agents have, but none together: the word more agents have.
    expect(filterAgents(agents, 'kigali serengeti')).toMatchObject({ searchedFor: 'Serengeti' });
    expect(ids('kigali serengeti')).toEqual([1, 3]);
    expect(filterAgents(agents, 'Antarctica beach')).toEqual({ agents: [], searchedFor: null });
    // Never by a word that says nothing of which agency ('tour', 'agents') or of one or two letters alone, which most
    // agents' text holds inside a longer word; a short word that finishes a name is kept with it.
    expect(filterAgents(agents, 'best agency in arusha')).toMatchObject({ searchedFor: 'Arusha' });
    expect(filterAgents(agents, 'travel agents kigali')).toMatchObject({ searchedFor: 'Kigali' });
    expect(filterAgents(agents, 'travel tours')).toEqual({ agents: [], searchedFor: null });
    expect(filterAgents(agents, 'nosy be hotels')).toMatchObject({ searchedFor: 'Nosy Bé' });
  });
  it('puts the agencies whose name holds every word first, each group in the order given', () => {
    expect(ids('mara')).toEqual([3]);
    expect(ids('zanzibar')).toEqual([1]);
    const withNamed = [...agents, agent(5, 'Serengeti Plains Tours', 'Arusha, Tanzania', ['Serengeti'])];
    expect(filterAgents(withNamed, 'serengeti').agents.map((a) => a.id)).toEqual([5, 1, 3]);
    expect(filterAgents(withNamed, 'serengetti').agents.map((a) => a.id)).toEqual([5, 1, 3]);
    expect(filterAgents(withNamed, 'arusha').agents.map((a) => a.id)).toEqual([1, 5]);
  });
  it('finds exactly the agencies whose text holds every word, whatever the list', () => {
    // A seeded list in which words run up to an agency's text's ends, inside longer words and across many agencies.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const syllables = ['ka', 'ri', 'mo', 'ny', 'ta', 'se', 'ren', 'ge', 'ti', 'zan', 'bar', 'é'];
    const word = () => Array.from({ length: 1 + next(3) }, () => syllables[next(syllables.length)]).join('');
    const many = Array.from({ length: 400 }, (_, i) =>
      agent(i + 1, `${word()} ${word()}`, next(3) === 0 ? null : `${word()}, ${word()}`, Array.from({ length: next(3) }, word)),
    );
    const texts = many.map((a) => foldForSearch([a.agency_name, a.address, a.country, ...a.destinations.map((d) => d.destination_name)].filter(Boolean).join(' \u2022 ')));
    let searched = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 150; i++) {
        const words = Array.from({ length: 1 + next(2) }, () => (next(4) === 0 ? syllables[next(syllables.length)]! : word()));
        const expected = many.filter((_, k) => words.every((w) => texts[k]!.includes(foldForSearch(w)))).map((a) => a.id);
        const { agents: found, searchedFor } = filterAgents(many, words.join(' '));
        if (expected.length === 0) continue;
        searched++;
        expect(searchedFor).toBeNull();
        expect(found.map((a) => a.id).sort((x, y) => x - y)).toEqual(expected);
      }
    }
    // Most of the queries found something, so the comparison is not an empty one.
    expect(searched).toBeGreaterThan(200);
  });
  it('keeps everything for a blank query and nothing for an unknown one', () => {
    expect(ids('   ')).toHaveLength(4);
    expect(ids('Antarctica')).toEqual([]);
  });
});

describe('popularDestinations', () => {
  it('orders by how many agents cover a destination and caps the list', () => {
    expect(popularDestinations(agents, 2)).toEqual(['Serengeti', 'Maasai Mara']);
  });
});
