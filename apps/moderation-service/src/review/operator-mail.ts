import { type AdSubmittedEvent, type EmailLinkAction } from '@surimarkt/contracts';
import { type OutgoingMail } from '@surimarkt/server';

export interface OperatorMailContext {
  to: string;
  publicUrl: string;
  siteName: string;
  sign: (action: EmailLinkAction, id: number) => string;
}

const PREVIEW_CHARS = 300;

/** The operator's mail about an ad waiting for review, with one-click approve and reject links (valid 7 days, once). */
export function newAdOperatorMail(event: AdSubmittedEvent, flaggedWords: string[], ctx: OperatorMailContext): OutgoingMail {
  const link = (action: EmailLinkAction) => {
    const url = new URL('/admin', ctx.publicUrl);
    url.search = new URLSearchParams({ action, id: String(event.adId), sig: ctx.sign(action, event.adId) }).toString();
    return url.toString();
  };
  const preview = event.description.length > PREVIEW_CHARS ? `${event.description.slice(0, PREVIEW_CHARS)}…` : event.description;
  const lines = [
    event.kind === 'new'
      ? 'Er is een nieuwe advertentie geplaatst die op goedkeuring wacht.'
      : 'Een advertentie is gewijzigd en wacht opnieuw op goedkeuring.',
    '',
    `Titel: ${event.title}`,
    `Advertentie-ID: ${event.adId}`,
    '',
    preview,
    '',
    ...(flaggedWords.length ? [`Let op, verboden woorden gevonden: ${flaggedWords.join(', ')}`, ''] : []),
    `Goedkeuren: ${link('approve')}`,
    `Afwijzen: ${link('reject')}`,
    '',
    'Deze links werken 7 dagen en één keer; je logt eerst in op het admin dashboard.',
    `Alle advertenties: ${new URL('/admin?tab=advertenties', ctx.publicUrl).toString()}`,
  ];
  return { to: ctx.to, subject: `${ctx.siteName}: nieuwe advertentie ter goedkeuring – ${event.title}`, text: lines.join('\n') };
}
