import { findBannedWords, normalizeText } from './match-banned-words';

const list = (...words: string[]) => words.map((word) => ({ word, normalized: normalizeText(word) }));

describe('normalizeText', () => {
  it('lowercases, strips accents and punctuation, and collapses spaces', () => {
    expect(normalizeText('  Één  Cáfé—Wéstern-Union!! ')).toBe('een cafe western union');
    expect(normalizeText('!!!')).toBe('');
  });
});

describe('findBannedWords', () => {
  it('finds whole words whatever their case or accents', () => {
    expect(findBannedWords(['Goedkope VIAGRA te koop', 'Betaal via cásino'], list('viagra', 'casino', 'namaak'))).toEqual([
      'viagra',
      'casino',
    ]);
  });

  it('does not match a banned word inside a longer word', () => {
    expect(findBannedWords(['Casinostoel en replicant', 'grasmaaier'], list('casino', 'replica', 'maai'))).toEqual([]);
  });

  it('matches a phrase only as consecutive words, never across title and description', () => {
    const banned = list('western union');
    expect(findBannedWords(['Betalen via Western-Union'], banned)).toEqual(['western union']);
    expect(findBannedWords(['Western en oosterse union'], banned)).toEqual([]);
    expect(findBannedWords(['Fiets uit het western', 'union jack vlag'], banned)).toEqual([]);
  });

  it('reports each banned word once, as listed, and ignores absent texts', () => {
    expect(findBannedWords([undefined, 'Replica, replica en nog eens REPLICA'], list('Replica'))).toEqual(['Replica']);
  });
});
