import { describe, expect, it } from 'vitest';
import { countriesNamedIn, findPlaces, placesNamedIn } from './gazetteer.js';

const named = (words: string[]) => placesNamedIn(words).map(({ entry, from, to }) => [entry.name, from, to]);

describe('placesNamedIn', () => {
  it('reads a name of several words, a slip and a country as the words they span', () => {
    expect(named(['nosy', 'be', 'beaches'])).toEqual([['Nosy Be', 0, 2]]);
    expect(named(['serengetti', 'migration'])).toEqual([['Serengeti', 0, 1]]);
    expect([...countriesNamedIn(['gorillas', 'in', 'rwanda'])]).toEqual(['Rwanda']);
  });

  it('answers the same words the same however often they are read (its finds are kept)', () => {
    const first = named(['ngorongoro', 'crator', 'day', 'trip']);
    expect(first).toEqual([['Ngorongoro', 0, 2]]);
    expect(named(['ngorongoro', 'crator', 'day', 'trip'])).toEqual(first);
    // The same words split otherwise are other words: the kept finds are keyed by each word, not the text.
    expect(named(['ngorongoro crator', 'day', 'trip'])).toEqual([]);
  });

  it('reads a long text, which is not kept, as it reads a short one', () => {
    const filler = Array.from({ length: 20 }, () => 'and');
    expect(named([...filler, 'lake', 'kivu'])).toEqual([['Lake Kivu', 20, 22]]);
    expect(findPlaces('we would love a few quiet days by lake kivu after the gorillas and then some time in kigali before flying home').places.map((p) => p.value.name)).toEqual([
      'Lake Kivu',
      'Kigali',
    ]);
  });
});
