// Whole-word matching that ignores case and accents: 'Cásino' matches the banned 'casino', but
// 'casinos' and 'Rasino' do not. A banned phrase ('western union') matches those words in a row.

/** Lowercase, accents removed, only letters and digits, words separated by one space. */
export function normalizeText(text: string): string {
  return tokens(text).join(' ');
}

function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

export interface BannedWord {
  word: string;
  normalized: string;
}

/** The banned words found in any of the texts, in the order of the list; a phrase never spans two texts. */
export function findBannedWords(texts: Array<string | undefined | null>, banned: BannedWord[]): string[] {
  const textTokens = texts.filter((t): t is string => typeof t === 'string').map(tokens);
  return banned
    .filter(({ normalized }) => {
      const needle = normalized.split(' ').filter(Boolean);
      return needle.length > 0 && textTokens.some((haystack) => containsSequence(haystack, needle));
    })
    .map(({ word }) => word);
}
