// A seller who sends buyers elsewhere: a web address, or a phone number abroad (any country code but Suriname's 597).
const TOP_LEVEL = 'com|net|org|nl|me|ly|io|co|info|biz|shop|link|site|online|app|gl|gd|at|cc|to|xyz';
const LINK = new RegExp(String.raw`\bhttps?:\/\/|\bwww\.[a-z0-9-]+|\b[a-z0-9-]{2,}\.(?:${TOP_LEVEL})\b(?:\/|\s|$|[.,!?)])`, 'i');
const FOREIGN_NUMBER = /(?:^|[^\d+])(?:\+|00)\s?(?!597)[1-9]\d{0,2}(?:[\s.()-]*\d){6,}/;

/** Whether the text carries a link or a foreign phone number. */
export function hasExternalContact(text: string): boolean {
  return LINK.test(text) || FOREIGN_NUMBER.test(text);
}
