import { type AdStatusChangedEvent } from '@surimarkt/contracts';
import { type OutgoingMail } from '@surimarkt/server';

const SUBJECTS: Partial<Record<AdStatusChangedEvent['status'], string>> = {
  approved: 'Je advertentie is goedgekeurd',
  rejected: 'Je advertentie is afgewezen',
  expired: 'Je advertentie is verlopen',
};

/** The owner's mail about a decision on their ad, or its expiry; null for a change they need not hear about (back to pending). */
export function adStatusMail(
  event: AdStatusChangedEvent,
  owner: { email: string; firstName: string },
  ctx: { publicUrl: string; siteName: string },
): OutgoingMail | null {
  const subject = SUBJECTS[event.status];
  if (!subject) return null;
  const adUrl = new URL(`/ad/${event.adId}`, ctx.publicUrl).toString();
  const myAds = new URL('/profile/mijn-advertenties', ctx.publicUrl).toString();
  const body = {
    approved: [`Je advertentie "${event.title}" is goedgekeurd en staat nu 30 dagen online:`, adUrl],
    rejected: [
      `Je advertentie "${event.title}" is afgewezen.`,
      `Reden: ${event.reason ?? 'geen reden opgegeven'}`,
      '',
      `Je kunt de advertentie aanpassen en opnieuw laten beoordelen via Mijn Advertenties: ${myAds}`,
    ],
    expired: [
      `Je advertentie "${event.title}" stond 30 dagen online en is nu verlopen.`,
      `Je kunt haar verlengen via Mijn Advertenties: ${myAds}`,
    ],
  }[event.status as 'approved' | 'rejected' | 'expired'];
  return {
    to: owner.email,
    subject: `${ctx.siteName}: ${subject}`,
    text: [`Hallo ${owner.firstName},`, '', ...body, '', `Met vriendelijke groet,`, ctx.siteName].join('\n'),
  };
}
