/** Suriname's country code: local numbers (7 digits) are written without it. */
const SURINAME_CODE = '597';

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** wa.me wants the international number in digits only. */
export function whatsappLink(phone: string, message: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!phone.trim().startsWith('+') && !digits.startsWith(SURINAME_CODE)) digits = SURINAME_CODE + digits.replace(/^0+/, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function hasPhone(phone: string | null | undefined): phone is string {
  return !!phone && /\d{3,}/.test(phone.replace(/\D/g, ''));
}
