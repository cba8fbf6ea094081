import { ACCOUNT_MESSAGES as M } from '@surimarkt/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Number types a verification code is sent to: a phone a person carries. */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
/** Types that cost the sender money or reach no person: never sent to, whatever the country. */
const REFUSED = new Set(['PREMIUM_RATE', 'SHARED_COST', 'UAN', 'VOICEMAIL', 'PAGER', 'TOLL_FREE', 'PERSONAL_NUMBER', 'VOIP']);

/**
 * Whether a code may be sent to `phone` (as a Surinamer types it: a local 7-digit number or +597...), and if not, why
 * in Dutch. Only mobile numbers of the allowed country calling codes (Suriname's +597 by default, SMS_ALLOWED_PREFIXES)
 * are sent to: premium-rate and unknown numbers would let anyone run up the product's SMS bill.
 */
export function smsDestination(phone: string, allowedPrefixes: string[]): { e164: string } | { refused: string } {
  const number = parsePhoneNumberFromString(phone, 'SR');
  if (!number || !number.isValid()) return { refused: M.phoneInvalid };
  const type = number.getType() ?? '';
  if (REFUSED.has(type)) return { refused: M.smsPremiumRefused };
  if (!allowedPrefixes.includes(`+${number.countryCallingCode}`) || !TEXTABLE.has(type)) {
    return { refused: M.smsCountryRefused(allowedPrefixes) };
  }
  return { e164: number.number };
}
