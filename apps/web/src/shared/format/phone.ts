/** Suriname's country code. Its numbers have 6 digits (fixed lines) or 7 (mobiles), written without it at home. */
const SURINAME_CODE = '597';
const LONGEST_LOCAL = 7;

/**
 * A phone number as people in Suriname write it ('812-3456', '+597 812 3456', '00597 8123456', '31 6 1234 5678') in
 * E.164 ('+5978123456'), so a call or a WhatsApp from abroad reaches the same person; null without digits. A number
 * longer than a local one and written without '+' already carries its country code. The server checks numbers with
 * libphonenumber (libs/server phone-e164.ts); its metadata is too heavy for a link on a phone's page.
 */
export function phoneE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  digits = digits.replace(/^0+/, '');
  return digits.length > LONGEST_LOCAL ? `+${digits}` : `+${SURINAME_CODE}${digits}`;
}
