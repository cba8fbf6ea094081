import { randomInt } from 'node:crypto';

/** Letters and digits nobody mixes up when reading a bank statement aloud or typing it: no 0/O, no 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new payment reference such as 'SM-7K4Q-92XD' (31^8, about 850 billion: a collision is retried, never reused). */
export function newReference(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SM-${part()}-${part()}`;
}

/** A reference as the operator may type it ('sm 7k4q92xd', '7K4Q-92XD'): upper case, letters and digits only. */
export function referenceKey(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
