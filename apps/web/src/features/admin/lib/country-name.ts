import { adminTexts } from '../admin.texts';

const names = new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'code' });

/** A country code as the operator reads it: 'SR' is 'Suriname'; the analytics-service's 'unknown' is said in Dutch. */
export function countryName(code: string | null | undefined): string {
  if (!code || !/^[A-Z]{2}$/i.test(code)) return adminTexts.analytics.unknownCountry;
  return names.of(code.toUpperCase()) ?? code;
}
