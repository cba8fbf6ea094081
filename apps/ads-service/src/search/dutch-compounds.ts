import { dutchWords } from './dutch-dictionary';

/** Linking sounds between the parts of a compound: dames-fiets, kinder-fiets, zonne-bril, boeken-kast. */
const LINKS = ['', 's', 'e', 'en', 'er'];
/** Prefixes that are also words ('ver' = far): ver-voer and ver-huis are no compounds. */
const PREFIXES = new Set(['ver', 'her', 'ont', 'mis', 'bij']);

/**
 * Things people search for on a marketplace. Only these are split off as compound heads: a dictionary-wide
 * split also cuts words that are no compounds at all (trans-port, tele-foon, mo-ge-lijk).
 */
const HEADS = new Set([
  'fiets',
  'auto',
  'bus',
  'motor',
  'scooter',
  'boot',
  'band',
  'velg',
  'accu',
  'onderdeel',
  'huis',
  'woning',
  'appartement',
  'kamer',
  'pand',
  'grond',
  'perceel',
  'terrein',
  'ruimte',
  'kast',
  'tafel',
  'stoel',
  'bank',
  'bed',
  'matras',
  'lamp',
  'spiegel',
  'bureau',
  'meubel',
  'telefoon',
  'laptop',
  'computer',
  'televisie',
  'camera',
  'machine',
  'koelkast',
  'oven',
  'airco',
  'kabel',
  'lader',
  'boek',
  'schoen',
  'jurk',
  'broek',
  'rok',
  'hemd',
  'jas',
  'pak',
  'tas',
  'bril',
  'horloge',
  'ketting',
  'armband',
  'kleding',
  'plant',
  'boom',
  'gereedschap',
  'zaag',
  'boor',
  'maaier',
  'materiaal',
  'hond',
  'kat',
  'vogel',
  'vis',
  'aquarium',
  'kooi',
  'voer',
  'reis',
  'tocht',
  'cursus',
  'les',
  'dienst',
  'hulp',
]);

/**
 * The head of a Dutch compound, so 'fiets' finds 'kinderfiets' and 'kast' finds 'boekenkast': a known head
 * (above) after a modifier of at least 3 letters that is a dictionary word (with or without a linking sound).
 */
export function compoundHead(word: string): string | null {
  if (word.length < 6 || /\d/.test(word)) return null;
  const dict = dutchWords();
  for (let split = 3; split <= word.length - 3; split++) {
    const head = word.slice(split);
    if (!HEADS.has(head)) continue;
    const modifier = word.slice(0, split);
    if (PREFIXES.has(modifier)) continue;
    if (
      LINKS.some(
        (link) =>
          modifier.endsWith(link) && modifier.length - link.length >= 3 && dict.has(modifier.slice(0, modifier.length - link.length)),
      )
    ) {
      return head;
    }
  }
  return null;
}
