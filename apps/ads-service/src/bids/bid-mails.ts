import { type Currency, type MailContent } from '@surimarkt/contracts';
import { formatAmount } from '@surimarkt/server';

interface Context {
  publicUrl: string;
  siteName: string;
}

/** To the seller: someone bid on their ad. */
export function newBidMail(
  bid: { adTitle: string; amount: number; currency: Currency; message: string; bidderName: string },
  ctx: Context,
): { subject: string; content: MailContent } {
  return {
    subject: `${ctx.siteName}: nieuw bod op "${bid.adTitle}"`,
    content: {
      heading: 'Nieuw bod op je advertentie',
      paragraphs: [
        `${bid.bidderName} heeft ${formatAmount(bid.amount, bid.currency)} geboden op je advertentie "${bid.adTitle}".`,
        'Accepteer of wijs het bod af in Mijn Advertenties.',
      ],
      ...(bid.message ? { facts: [{ label: 'Bericht', value: bid.message }] } : {}),
      button: { label: 'Naar Mijn Advertenties', url: new URL('/profile/mijn-advertenties', ctx.publicUrl).toString() },
      smallPrint: ['Een bod waarover niet binnen 7 dagen is beslist, verloopt.'],
    },
  };
}

/** To the bidder: the seller decided. */
export function bidDecisionMail(
  bid: { adTitle: string; amount: number; currency: Currency; status: 'accepted' | 'rejected' },
  ctx: Context,
): { subject: string; content: MailContent } {
  const accepted = bid.status === 'accepted';
  const decision = accepted ? 'geaccepteerd' : 'afgewezen';
  const myBids = new URL('/profile/biedingen', ctx.publicUrl).toString();
  return {
    subject: `${ctx.siteName}: je bod op "${bid.adTitle}" is ${decision}`,
    content: {
      heading: `Je bod is ${decision}`,
      paragraphs: [
        `Je bod van ${formatAmount(bid.amount, bid.currency)} op "${bid.adTitle}" is ${decision} door de verkoper.`,
        ...(accepted ? ['Neem contact op met de verkoper via Mijn biedingen.'] : []),
      ],
      button: { label: accepted ? 'Naar Mijn biedingen' : 'Bekijk je andere biedingen', url: myBids },
    },
  };
}

/** To the seller, an hour after a bid mail, when more bids came in meanwhile. */
export function bidDigestMail(
  digest: { adTitle: string; bids: Array<{ bidderName: string; amount: number; currency: Currency }> },
  ctx: Context,
): { subject: string; content: MailContent } {
  const count = digest.bids.length;
  return {
    subject: `${ctx.siteName}: ${count === 1 ? '1 nieuw bod' : `${count} nieuwe biedingen`} op "${digest.adTitle}"`,
    content: {
      heading: count === 1 ? 'Nieuw bod op je advertentie' : 'Nieuwe biedingen op je advertentie',
      paragraphs: [
        `Sinds onze vorige e-mail ${count === 1 ? 'is er 1 nieuw bod' : `zijn er ${count} nieuwe biedingen`} ` +
          `op je advertentie "${digest.adTitle}".`,
        'Accepteer of wijs ze af in Mijn Advertenties.',
      ],
      facts: digest.bids.map((b) => ({ label: b.bidderName, value: formatAmount(b.amount, b.currency) })),
      button: { label: 'Naar Mijn Advertenties', url: new URL('/profile/mijn-advertenties', ctx.publicUrl).toString() },
      smallPrint: ['We sturen je per advertentie hoogstens één e-mail per uur over biedingen.'],
    },
  };
}
