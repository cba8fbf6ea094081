import { damerauLevenshtein } from './damerau-levenshtein';

describe('damerauLevenshtein', () => {
  it.each([
    ['iphnoe', 'iphone', 1],
    ['koelkats', 'koelkast', 1],
    ['fiets', 'fiets', 0],
    ['fits', 'fiets', 1],
    ['kast', 'kat', 1],
    ['samsnug', 'samsung', 1],
    ['olifant', 'oliebol', 4],
    ['', 'abc', 3],
  ])('%s → %s is %d', (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
  });
});
