import type { Ad, AdViews, ExchangeRate } from '@surimarkt/contracts';
import { formatConverted } from '@/shared/format/money';
import { readJson } from '@/shared/lib/read-json';
import { replaceText } from '@/shared/lib/replace-text';
import { convertedAt, rateNoteOf, viewsText } from './ad-page-figures';

/** The ad page's parts that change without the ad changing, as the page was rendered and as they are now. */
export interface AdPageFigures {
  ad: Ad;
  rate: ExchangeRate | undefined;
}

/**
 * A kept ad page was rendered when its ad last changed, days ago perhaps: today's rate and the views now are two small
 * reads, written into the page where the render put them. Answers the figures as now shown (the ad with its views now,
 * today's rate), for the app's store to start from, so React finds the same words when it takes the page over.
 */
export async function fillAdPage(shown: AdPageFigures, signal?: AbortSignal): Promise<AdPageFigures> {
  const { ad, rate } = shown;
  const [rateNow, views] = await Promise.all([
    readJson<ExchangeRate>('/api/exchange-rate', signal),
    readJson<AdViews>(`/api/ads/${ad.id}/views`, signal),
  ]);
  // Stopped when the app starts first (a tap before the reads came back): it reads both itself once it has the page.
  if (signal?.aborted) return shown;
  const page = document.querySelector('.sm-ad');
  const now: AdPageFigures = { ad: views ? { ...ad, views: views.views } : ad, rate: rateNow ?? rate };
  // Formatting money and dates is not free on a cheap phone: only a rate that changed since the render is written.
  if (rateNow && rate && (rateNow.eurToSrd !== rate.eurToSrd || rateNow.date !== rate.date)) {
    const [before, after] = [convertedAt(ad, rate), convertedAt(ad, rateNow)];
    if (before && after)
      replaceText(page?.querySelector('.sm-ad__price .sm-price__amount') ?? null, formatConverted(before), formatConverted(after));
    replaceText(page?.querySelector('.sm-ad__price .sm-price__rate') ?? null, rateNoteOf(rate) ?? '', rateNoteOf(rateNow) ?? '');
  }
  if (views && views.views !== ad.views)
    replaceText(page?.querySelector('.sm-ad__facts') ?? null, viewsText(ad.views), viewsText(views.views));
  return now;
}
