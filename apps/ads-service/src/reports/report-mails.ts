import { type MailContent } from '@surimarkt/contracts';

/** The owner hears why their ad left the site: several people reported it and the operator will look at it. */
export function reportedAdMail(title: string, publicUrl: string): { subject: string; content: MailContent } {
  const subject = 'Je advertentie is tijdelijk offline';
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [
        `Je advertentie "${title}" is door meerdere bezoekers gemeld en staat daarom tijdelijk offline.`,
        'We bekijken de meldingen zo snel mogelijk. Is er niets aan de hand, dan komt je advertentie vanzelf weer online.',
        'Denk je dat de meldingen onterecht zijn? Vraag dan in Mijn Advertenties meteen een beoordeling aan.',
      ],
      button: { label: 'Naar Mijn Advertenties', url: new URL('/profile/mijn-advertenties', publicUrl).toString() },
    },
  };
}
