import { type AdSubmittedEvent, type EmailLinkAction, RISK_REASON_TEXTS, type RiskReasonCode } from '@surimarkt/contracts';
import { formatPrice, type OutgoingMail } from '@surimarkt/server';

export interface OperatorMailContext {
  to: string;
  publicUrl: string;
  siteName: string;
  sign: (action: EmailLinkAction, id: number) => string;
}

const PREVIEW_CHARS = 300;

/**
 * The operator's mail about an ad waiting for review, with its risk and one-click approve and reject links (valid 7
 * days, once).
 */
export function newAdOperatorMail(
  event: AdSubmittedEvent,
  flaggedWords: string[],
  ctx: OperatorMailContext,
  risk?: { score: number; reasons: RiskReasonCode[] },
): OutgoingMail {
  const link = (action: EmailLinkAction) => {
    const url = new URL('/admin', ctx.publicUrl);
    url.search = new URLSearchParams({ action, id: String(event.adId), sig: ctx.sign(action, event.adId) }).toString();
    return url.toString();
  };
  const preview = event.description.length > PREVIEW_CHARS ? `${event.description.slice(0, PREVIEW_CHARS)}…` : event.description;
  const isNew = event.kind === 'new';
  return {
    to: ctx.to,
    subject: `${ctx.siteName}: nieuwe advertentie ter goedkeuring – ${event.title}`,
    content: {
      heading: isNew ? 'Nieuwe advertentie ter goedkeuring' : 'Gewijzigde advertentie ter goedkeuring',
      paragraphs: [
        isNew
          ? 'Er is een nieuwe advertentie geplaatst die op goedkeuring wacht.'
          : 'Een advertentie is gewijzigd en wacht opnieuw op goedkeuring.',
        ...(flaggedWords.length ? [`Let op, verboden woorden gevonden: ${flaggedWords.join(', ')}`] : []),
      ],
      facts: [
        { label: 'Titel', value: event.title },
        // Older events carry no price: the line is left out rather than shown wrong.
        ...(event.currency ? [{ label: 'Prijs', value: formatPrice(event.price ?? null, event.currency) }] : []),
        { label: 'Advertentie-ID', value: String(event.adId) },
        ...(risk
          ? [{ label: 'Risico', value: [String(risk.score), ...risk.reasons.map((reason) => RISK_REASON_TEXTS[reason])].join(' – ') }]
          : []),
        { label: 'Omschrijving', value: preview },
      ],
      button: { label: 'Goedkeuren', url: link('approve') },
      links: [
        { label: 'Afwijzen', url: link('reject') },
        { label: 'Alle advertenties', url: new URL('/admin?tab=advertenties', ctx.publicUrl).toString() },
      ],
      smallPrint: ['Deze links werken 7 dagen en één keer; je logt eerst in op het admin dashboard.'],
      reason: `Je ontvangt deze e-mail omdat 'E-mail bij nieuwe advertenties' aan staat in het admin dashboard.`,
    },
  };
}
