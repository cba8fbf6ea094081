import { type AdStatusChangedEvent, type MailContent } from '@surimarkt/contracts';
import { mailGreeting, type OutgoingMail } from '@surimarkt/server';

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
  const myAds = { label: 'Naar Mijn Advertenties', url: new URL('/profile/mijn-advertenties', ctx.publicUrl).toString() };
  const body: Pick<MailContent, 'paragraphs' | 'facts' | 'button'> = {
    approved: {
      paragraphs: [`Je advertentie "${event.title}" is goedgekeurd en staat nu 30 dagen online.`],
      button: { label: 'Bekijk je advertentie', url: adUrl },
    },
    rejected: {
      paragraphs: [
        `Je advertentie "${event.title}" is afgewezen.`,
        'Je kunt de advertentie aanpassen en opnieuw laten beoordelen via Mijn Advertenties.',
      ],
      facts: [{ label: 'Reden', value: event.reason ?? 'geen reden opgegeven' }],
      button: myAds,
    },
    expired: {
      paragraphs: [
        `Je advertentie "${event.title}" stond 30 dagen online en is nu verlopen.`,
        'Je kunt haar verlengen via Mijn Advertenties.',
      ],
      button: myAds,
    },
  }[event.status as 'approved' | 'rejected' | 'expired'];
  return {
    to: owner.email,
    subject: `${ctx.siteName}: ${subject}`,
    content: { heading: subject, greeting: mailGreeting(owner.firstName), ...body },
  };
}
