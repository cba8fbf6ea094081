// What users write reaches other people's mail (names, titles, messages). A mail from us is trusted by its reader, so
// nothing a user wrote may become a link there: an address in it is shown broken up by an invisible word joiner,
// which mail clients do not turn into a link either, and only addresses on our own site are links.

const WORD_JOINER = '\u2060';
const ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;
/** A dot between a letter or digit and a letter ('evil.example', 'bit.ly'), not inside an e-mail address. */
const DOMAIN_DOT = /(?<!@[^\s@]*)(?<=[\p{L}\p{N}])\.(?=\p{L})/gu;
const SCHEME = /:\/\//g;

/** Text with every address made inert: 'https://evil.example' reads the same but is no link, typed or detected. */
export function inertAddresses(text: string): string {
  return text.replace(SCHEME, `:${WORD_JOINER}//`).replace(DOMAIN_DOT, `.${WORD_JOINER}`);
}

export interface TextPiece {
  text: string;
  /** An address on our own site: the one kind a mail may link. */
  isOwnAddress: boolean;
}

/** Splits text into our own site's addresses (kept whole) and everything else (made inert). */
export function mailTextPieces(text: string, publicUrl: string): TextPiece[] {
  const own = new URL(publicUrl).origin;
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const url = match[0].replace(TRAILING, '');
    if (!URL.canParse(url) || new URL(url).origin !== own) continue;
    if (match.index > last) pieces.push({ text: inertAddresses(text.slice(last, match.index)), isOwnAddress: false });
    pieces.push({ text: url, isOwnAddress: true });
    last = match.index + url.length;
  }
  if (last < text.length) pieces.push({ text: inertAddresses(text.slice(last)), isOwnAddress: false });
  return pieces;
}

/** Plain text for a mail: our own addresses whole, every other address inert. */
export function mailSafeText(text: string, publicUrl: string): string {
  return mailTextPieces(text, publicUrl)
    .map((piece) => piece.text)
    .join('');
}

/** A first name as people have them: letters, spaces, hyphens, apostrophes and dots, up to 40 characters. */
const PLAIN_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]{0,39}$/u;

/**
 * 'Hallo Sandra,' for a name that is a name; 'Hallo,' for anything else, so a 'first name' that is a sentence with a
 * link ('Uw account wordt verwijderd. Voorkom dit via …') is never printed in a mail from us.
 */
export function mailGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim() ?? '';
  return PLAIN_NAME.test(name) ? `Hallo ${name},` : 'Hallo,';
}

/** A person's name for a mail's facts or subject, or null when it is not a plain name. */
export function plainName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.split(/\s+/).every((part) => PLAIN_NAME.test(part)) && trimmed.length <= 80 ? trimmed : null;
}
