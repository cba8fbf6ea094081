import { phoneE164 } from '@/shared/format/phone';

/** A call link in E.164: 'tel:8123456' rings someone else from a phone abroad. */
export function telLink(phone: string): string {
  return `tel:${phoneE164(phone) ?? ''}`;
}

/** wa.me wants the international number in digits only. */
export function whatsappLink(phone: string, message: string): string {
  const digits = (phoneE164(phone) ?? '').slice(1);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function hasPhone(phone: string | null | undefined): phone is string {
  return !!phone && /\d{3,}/.test(phone.replace(/\D/g, ''));
}
