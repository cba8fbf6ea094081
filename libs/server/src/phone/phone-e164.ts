import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as people in Suriname write it (a local 7-digit number, +597..., 00597...) in E.164, or null when
 * it is no valid number. Two spellings of one number compare equal this way.
 */
export function phoneE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const number = parsePhoneNumberFromString(phone, 'SR');
  return number?.isValid() ? number.number : null;
}
