import { lemmatize } from './dutch-lemmatizer';
import { queryTerms, toSearchText } from './search-text';

describe('lemmatize', () => {
  it.each([
    ['fietsen', 'fiets'],
    ['huizen', 'huis'],
    ['kinderen', 'kind'],
    ['eieren', 'ei'],
    ['katten', 'kat'],
    ['bomen', 'boom'],
    ['straten', 'straat'],
    ['duiven', 'duif'],
    ['tafels', 'tafel'],
    ['koelkasten', 'koelkast'],
    ['huisje', 'huis'],
    ['katjes', 'kat'],
    ['boompje', 'boom'],
    ['balletje', 'bal'],
    ['autootje', 'auto'],
    ['klussen', 'klus'],
    ['katoenen', 'katoen'],
    ['huisjes', 'huis'],
    ['stoelen', 'stoel'],
    ['autos', 'auto'],
    ['telefoons', 'telefoon'],
    ['laptops', 'laptop'],
    ['schoenen', 'schoen'],
  ])('reduces %s to %s', (word, lemma) => {
    expect(lemmatize(word)).toBe(lemma);
  });

  it.each(['fiets', 'huis', 'reis', 'kaas', 'kind', 'koelkast', 'iphone', 'wagen', 'keuken'])(
    'keeps the dictionary form %s as it is',
    (word) => {
      expect(lemmatize(word)).toBe(word);
    },
  );

  it('does not cut a word the dictionary does not know', () => {
    expect(lemmatize('blorps')).toBe('blorps');
    expect(lemmatize('xyzen')).toBe('xyzen');
  });
});

describe('toSearchText', () => {
  it('folds accents, case, apostrophes and markup before lemmatising', () => {
    expect(toSearchText("**Café** met 2 auto's - Fietsen")).toBe('cafe met 2 auto fiets');
  });
});

describe('queryTerms', () => {
  it('drops stopwords unless only stopwords remain', () => {
    expect(queryTerms('fiets voor de kinderen').map((t) => t.lemma)).toEqual(['fiets', 'kind']);
    expect(queryTerms('de').map((t) => t.lemma)).toEqual(['de']);
  });
});
