import { type Currency } from '@surimarkt/contracts';

const amountFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts as the site shows them: € 12,50 or SRD 400,00. */
export const formatAmount = (cents: number, currency: Currency) =>
  `${currency === 'EUR' ? '€' : 'SRD'} ${amountFormat.format(cents / 100)}`;

interface Context {
  publicUrl: string;
  siteName: string;
}

/** To the seller: someone bid on their ad. */
export function newBidMail(
  bid: { adTitle: string; amount: number; currency: Currency; message: string; bidderName: string },
  ctx: Context,
) {
  return {
    subject: `${ctx.siteName}: nieuw bod op "${bid.adTitle}"`,
    text: [
      `${bid.bidderName} heeft ${formatAmount(bid.amount, bid.currency)} geboden op je advertentie "${bid.adTitle}".`,
      ...(bid.message ? ['', `Bericht: ${bid.message}`] : []),
      '',
      `Accepteer of wijs het bod af in Mijn Advertenties: ${new URL('/profile/mijn-advertenties', ctx.publicUrl).toString()}`,
      'Een bod waarover niet binnen 7 dagen is beslist, verloopt.',
    ].join('\n'),
  };
}

/** To the bidder: the seller decided. */
export function bidDecisionMail(
  bid: { adTitle: string; amount: number; currency: Currency; status: 'accepted' | 'rejected' },
  ctx: Context,
) {
  const accepted = bid.status === 'accepted';
  return {
    subject: `${ctx.siteName}: je bod op "${bid.adTitle}" is ${accepted ? 'geaccepteerd' : 'afgewezen'}`,
    text: [
      `Je bod van ${formatAmount(bid.amount, bid.currency)} op "${bid.adTitle}" is ${accepted ? 'geaccepteerd' : 'afgewezen'} door de ` +
        `verkoper.`,
      '',
      accepted
        ? `Neem contact op met de verkoper via Mijn biedingen: ${new URL('/profile/biedingen', ctx.publicUrl).toString()}`
        : `Bekijk je andere biedingen: ${new URL('/profile/biedingen', ctx.publicUrl).toString()}`,
    ].join('\n'),
  };
}

/** To the seller, an hour after a bid mail, when more bids came in meanwhile. */
export function bidDigestMail(
  digest: { adTitle: string; bids: Array<{ bidderName: string; amount: number; currency: Currency }> },
  ctx: Context,
) {
  const count = digest.bids.length;
  return {
    subject: `${ctx.siteName}: ${count === 1 ? '1 nieuw bod' : `${count} nieuwe biedingen`} op "${digest.adTitle}"`,
    text: [
      `Sinds onze vorige e-mail ${count === 1 ? 'is er 1 nieuw bod' : `zijn er ${count} nieuwe biedingen`} ` +
        `op je advertentie "${digest.adTitle}":`,
      '',
      ...digest.bids.map((b) => `- ${b.bidderName}: ${formatAmount(b.amount, b.currency)}`),
      '',
      `Accepteer of wijs ze af in Mijn Advertenties: ${new URL('/profile/mijn-advertenties', ctx.publicUrl).toString()}`,
    ].join('\n'),
  };
}
