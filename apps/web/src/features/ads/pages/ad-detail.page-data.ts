import type { Ad } from '@surimarkt/contracts';
import type { Params } from 'react-router-dom';
import { exchangeRateApi } from '@/shared/api/exchange-rate.api';
import type { PageDispatch } from '@/shared/api/page-data';
import { adsApi } from '../api/ads.api';
import { parseAdId } from '../lib/ad-id';

/**
 * The ad and today's rate (the price in the other currency and the rate's date); answers the ad once it is in, so
 * that the route can start what it shows beside it (the seller) before the first render rather than in a second one.
 */
export async function prefetchAdDetail(dispatch: PageDispatch, params: Params): Promise<Ad | undefined> {
  const id = parseAdId(params.id);
  if (id === null) return undefined;
  dispatch(exchangeRateApi.endpoints.getExchangeRate.initiate());
  return (await dispatch(adsApi.endpoints.getAd.initiate(id))).data;
}
