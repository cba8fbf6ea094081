import { compoundHead } from './dutch-compounds';
import { dutchWords } from './dutch-dictionary';

// PostgreSQL's 'dutch' snowball stemmer leaves fiets/fietsen, huis/huizen and kind/kinderen apart, so we
// reduce plurals and diminutives to their dictionary form ourselves, before indexing and before querying.

const VOWELS = 'aeiou';
/** Singular nouns that end like a plural; stripping them would merge them with another word. */
const KEEP = new Set([
  'wagen',
  'kussen',
  'teken',
  'laken',
  'deken',
  'regen',
  'wapen',
  'open',
  'boven',
  'beneden',
  'leven',
  'keuken',
  'examen',
  'toren',
  'molen',
  'oven',
  'jongen',
  'meisjes',
]);

const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/** Candidate stems of a word ending in -en whose ending is already cut off: 'katt' → kat, 'bom' → boom, 'huiz' → huis. */
function enStems(base: string): string[] {
  const out: string[] = [];
  const last = base[base.length - 1];
  const prev = base[base.length - 2];
  const voiced = last === 'z' ? 's' : last === 'v' ? 'f' : null;
  const variants = voiced ? [base.slice(0, -1) + voiced, base] : [base];
  for (const v of variants) {
    const l = v[v.length - 1];
    const p = v[v.length - 2];
    if (l === p && !isVowel(l)) out.push(v.slice(0, -1)); // katten → kat
    // An open syllable had a long vowel: bomen → boom, straten → straat, duiven stays duif.
    if (!isVowel(l) && isVowel(p) && !isVowel(v[v.length - 3])) out.push(v.slice(0, -2) + p + p + l);
    out.push(v);
  }
  if (!isVowel(last) && isVowel(prev) && !isVowel(base[base.length - 3]) && voiced) out.push(base.slice(0, -2) + prev + prev + voiced);
  return out;
}

function diminutiveStems(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('etje')) out.push(...undouble(word.slice(0, -4))); // balletje → bal
  if (word.endsWith('je')) out.push(word.slice(0, -2)); // huisje, katje
  if (word.endsWith('tje') || word.endsWith('pje')) {
    const stem = word.slice(0, -3); // boompje → boom; autootje → autoo → auto
    out.push(stem);
    if (isVowel(stem[stem.length - 1]) && stem[stem.length - 1] === stem[stem.length - 2]) out.push(stem.slice(0, -1));
  }
  return out;
}

function undouble(stem: string): string[] {
  const last = stem[stem.length - 1];
  return stem.length > 2 && last === stem[stem.length - 2] && !isVowel(last) ? [stem.slice(0, -1), stem] : [stem];
}

/** A plural -s follows a consonant (tafels, laptops) or a lone vowel (autos); never huis → hui, reis → rei. */
function sStem(word: string): string | null {
  if (!word.endsWith('s') || word.length <= 3) return null;
  const base = word.slice(0, -1);
  const last = base[base.length - 1];
  if (last === 's') return null;
  if (isVowel(last) && isVowel(base[base.length - 2])) return null;
  return base;
}

function candidates(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('eren') && word.length > 5) out.push(word.slice(0, -4)); // kinderen → kind, eieren → ei
  out.push(...diminutiveStems(word));
  if (word.endsWith('en') && word.length > 4) out.push(...enStems(word.slice(0, -2)));
  const base = sStem(word);
  if (base) out.push(base, ...diminutiveStems(base)); // tafels → tafel, katjes → kat
  const more: string[] = [];
  for (const c of out) if (c.length > 2 && c[c.length - 1] === c[c.length - 2] && !isVowel(c[c.length - 1])) more.push(c.slice(0, -1));
  return [...out, ...more];
}

function lemmatizeOnce(word: string, dict: Set<string>): string {
  if (word.length < 4 || KEEP.has(word) || /\d/.test(word)) return word;
  // A compound the dictionary does not list ('kinderfiets') counts as a word when its parts are words.
  for (const c of candidates(word)) if (c.length >= 2 && (dict.has(c) || compoundHead(c) !== null)) return c;
  return word;
}

/** The dictionary form of one folded word: 'fietsen' → 'fiets', 'huizen' → 'huis', 'katjes' → 'kat'. */
export function lemmatize(word: string): string {
  const dict = dutchWords();
  // A second step only for a plural diminutive ('katjes' → 'katje' → 'kat'): repeating every rule would chain
  // into other words ('klussen' → 'klus' → 'klu').
  let current = lemmatizeOnce(word, dict);
  if (current !== word && current.endsWith('je')) current = lemmatizeOnce(current, dict);
  return current;
}
