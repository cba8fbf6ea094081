import { type MailContent, quotedSearchName } from '@surimarkt/contracts';
import { formatPrice } from '@surimarkt/server';

export interface AlertAd {
  id: number;
  title: string;
  price: string | null;
  currency: string;
  location: string;
  images?: string[];
}

interface Context {
  publicUrl: string;
  siteName: string;
  searchName: string;
  unsubscribeUrl: string;
}

const adUrl = (ad: AlertAd, publicUrl: string) => new URL(`/ad/${ad.id}`, publicUrl).toString();
const priceOf = (ad: AlertAd) => formatPrice(ad.price === null ? null : Number(ad.price), ad.currency);

/** Why the reader gets it, and how to stop it: in every alert's footer. */
export const alertReason = (searchName: string) =>
  `Je ontvangt deze e-mail omdat je de zoekopdracht ${quotedSearchName(searchName)} bewaard hebt. ` +
  'Afmelden kan met de link in deze e-mail of bij Zoekopdrachten in je profiel.';

/** One new ad for an instant search. */
export function instantAlertMail(ad: AlertAd, ctx: Context): { subject: string; content: MailContent } {
  return {
    subject: `${ctx.siteName}: nieuwe advertentie voor ${quotedSearchName(ctx.searchName)}`,
    content: {
      heading: 'Nieuwe advertentie voor je zoekopdracht',
      paragraphs: [`Er staat een nieuwe advertentie online die past bij je zoekopdracht ${quotedSearchName(ctx.searchName)}.`],
      facts: [
        { label: 'Titel', value: ad.title },
        { label: 'Prijs', value: priceOf(ad) },
        { label: 'Locatie', value: ad.location },
      ],
      button: { label: 'Bekijk advertentie', url: adUrl(ad, ctx.publicUrl) },
      links: [{ label: 'Geen meldingen meer voor deze zoekopdracht', url: ctx.unsubscribeUrl }],
    },
  };
}

/** The morning's digest of a daily search: every new ad that still matches. */
export function dailyDigestMail(ads: AlertAd[], ctx: Context): { subject: string; content: MailContent } {
  const count = ads.length === 1 ? '1 nieuwe advertentie' : `${ads.length} nieuwe advertenties`;
  return {
    subject: `${ctx.siteName}: ${count} voor ${quotedSearchName(ctx.searchName)}`,
    content: {
      heading: `${count} voor je zoekopdracht`,
      paragraphs: [`Sinds gisteren staan er ${count} online die passen bij je zoekopdracht ${quotedSearchName(ctx.searchName)}.`],
      links: [
        ...ads.map((ad) => ({ label: `${ad.title} – ${priceOf(ad)} – ${ad.location}`, url: adUrl(ad, ctx.publicUrl) })),
        { label: 'Geen meldingen meer voor deze zoekopdracht', url: ctx.unsubscribeUrl },
      ],
    },
  };
}
