import { compoundHead } from './dutch-compounds';
import { toSearchText } from './search-text';

describe('compoundHead', () => {
  it.each([
    ['kinderfiets', 'fiets'],
    ['damesfiets', 'fiets'],
    ['koelkast', 'kast'],
    ['zonnebril', 'bril'],
    ['schoolboek', 'boek'],
    ['boormachine', 'machine'],
    ['kledingkast', 'kast'],
  ])('finds the head of %s: %s', (word, head) => {
    expect(compoundHead(word)).toBe(head);
  });

  it.each(['fiets', 'horloge', 'telefoon', 'transport', 'mogelijk', 'vervoer', 'verhuis', 'paramaribo', 'iphone', 'appartement'])(
    'leaves %s whole',
    (word) => {
      expect(compoundHead(word)).toBeNull();
    },
  );
});

describe('toSearchText with compounds', () => {
  it('indexes the lemma of a compound and of its head', () => {
    expect(toSearchText('Kinderfietsen en schoolboeken')).toBe('kinderfiets fiets en schoolboek boek');
  });
});
