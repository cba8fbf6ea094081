import type { Ad } from '@surimarkt/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { isDemoPhoto } from '@surimarkt/contracts/texts';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGetCategoriesQuery } from '@/shared/api/categories.api';
import { isNetworkError } from '@/shared/api/server-message';
import { formatDate } from '@/shared/format/dates';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useTrack } from '@/shared/hooks/use-track';
import { links } from '@/shared/lib/paths';
import { keepAdOffline } from '@/shared/lib/offline-copies';
import { useAdCardSlots } from '@/shared/ui/ad-card-slots';
import { Price } from '@/shared/ui/price';
import { useGetExchangeRateQuery } from '@/shared/api/exchange-rate.api';
import { adsTexts } from '../ads.texts';
import { useGetAdQuery, useGetAdViewsQuery } from '../api/ads.api';
import { useAfterHydration } from '@/shared/api/page-hydration';
import { AdAttributes } from '../components/ad-attributes';
import { AdDescription } from '../components/ad-description';
import { AdNotFound } from '../components/ad-not-found';
import { AdStateBanner } from '../components/ad-state-banner';
import { SimilarAds } from '../components/similar-ads';
import { ContactButtons } from '../components/contact-buttons';
import { PhotoGallery } from '../components/photo-gallery';
import { parseAdId } from '../lib/ad-id';
import { addRecentlyViewed } from '@/shared/lib/recently-viewed';
import { ranAtPageStart } from '@/shared/lib/page-start-effects';
import { convertedAt, rateNoteOf, viewsText } from '../lib/ad-page-figures';
import '../components/ad-detail.css';

/**
 * The ad page; what other features add to it (the seller, the bid form) app/ plugs in as `side`, below the ad's own
 * panels. A sold ad shows 'Verkocht', no contact buttons, and similar ads below.
 */
export function AdDetailPage({ side }: { side?: (ad: Ad) => ReactNode }) {
  const id = parseAdId(useParams().id);
  const { data: ad, isLoading, isError, error } = useGetAdQuery(id ?? 0, { skip: id === null });
  const { data: categories } = useGetCategoriesQuery();
  // The page may have been rendered days ago (it is kept until the ad changes): the rate is asked for again once the
  // page is in, and the converted price follows it; until then both are the render's, as the server's HTML shows them.
  const { data: rate, refetch: refetchRate } = useGetExchangeRateQuery();
  const afterHydration = useAfterHydration();
  const fromServer = useRef(!afterHydration);
  useEffect(() => {
    if (afterHydration && fromServer.current) void refetchRate();
  }, [afterHydration, refetchRate]);
  const { data: liveViews } = useGetAdViewsQuery(id ?? 0, { skip: id === null || !afterHydration || !ad });
  const { renderFavourite } = useAdCardSlots();
  const track = useTrack();
  // The search page hands its term along with the link: the seller's dashboard shows which searches led to the ad.
  const fromSearch = (useLocation().state as { searchQuery?: unknown } | null)?.searchQuery;
  const searchQuery = typeof fromSearch === 'string' && fromSearch ? fromSearch.slice(0, 200) : null;
  useDocumentTitle(ad?.title ?? (isError || id === null ? adsTexts.adNotFound : null));

  useEffect(() => {
    if (!ad) return;
    addRecentlyViewed(ad.id);
    // A guest's light page counted this view before the app was loaded (app/light-page).
    if (ranAtPageStart('view_ad')) return;
    track('view_ad', { ad_id: ad.id, ad_title: ad.title, ...(searchQuery ? { search_query: searchQuery } : {}) });
  }, [ad, track, searchQuery]);

  // Once per ad shown: a logout resets every query and the page refetches its ad, which must not be kept again for the
  // visitor after them.
  const keptId = useRef<number | null>(null);
  useEffect(() => {
    if (!ad || keptId.current === ad.id) return;
    keptId.current = ad.id;
    keepAdOffline(ad);
  }, [ad]);

  if (id === null || isError) return <AdNotFound isUnreachable={isNetworkError(error)} />;
  if (isLoading || !ad) {
    return (
      // The same boxes as the loaded page (breadcrumb line, 4:3 gallery, first panel), so nothing jumps when the ad arrives.
      <div className="sm-ad sm-ad--loading" role="status" aria-busy="true" aria-label={adsTexts.adNotFound}>
        <div className="sm-breadcrumb">
          <ol>
            <li>&nbsp;</li>
          </ol>
        </div>
        <div className="sm-ad__layout">
          <div className="sm-ad__gallery">
            <div className="sm-gallery">
              <div className="sm-skeleton sm-gallery__slide" />
            </div>
          </div>
          <div className="sm-ad__side">
            <div className="sm-ad__panel">
              <div className="sm-skeleton sm-skeleton--line" />
              <div className="sm-skeleton sm-skeleton--line sm-skeleton--short" />
            </div>
          </div>
        </div>
      </div>
    );
  }

  const category = categories?.find((c) => c.id === ad.categoryId);
  const subcategory = ad.subcategoryId ? categories?.find((c) => c.id === ad.subcategoryId) : undefined;
  const isSold = ad.status === 'sold';
  const createdAt = ad.createdAt ?? (ad as { created_at?: string }).created_at ?? '';
  return (
    <article className="sm-ad">
      <nav aria-label={adsTexts.breadcrumb} className="sm-breadcrumb">
        <ol>
          <li>
            <Link to={links.home}>{adsTexts.home}</Link>
          </li>
          <li>{category ? <Link to={links.category(category.slug)}>{ad.category}</Link> : ad.category}</li>
          <li aria-current="page">{ad.title}</li>
        </ol>
      </nav>
      <AdStateBanner ad={ad} />
      <div className="sm-ad__layout">
        <div className="sm-ad__gallery">
          <PhotoGallery images={ad.images ?? []} title={ad.title} />
        </div>
        <aside className="sm-ad__side">
          <div className="sm-ad__panel">
            {isDemoPhoto(ad.images?.[0]) && (
              <p className="sm-ad__demo" role="note">
                {adsTexts.demoNotice}
              </p>
            )}
            <div className="sm-ad__badges">
              {ad.category && <span className="sm-badge">{ad.category}</span>}
              {ad.subcategory && <span className="sm-badge sm-badge--light">{ad.subcategory}</span>}
              {ad.saleStatus === 'reserved' && <span className="sm-badge sm-badge--reserved">{adsTexts.reserved}</span>}
            </div>
            <div className="sm-ad__title-row">
              <h1 className="sm-ad__title">{ad.title}</h1>
              {renderFavourite?.(ad)}
            </div>
            <Price
              cents={ad.price}
              currency={ad.currency}
              converted={convertedAt(ad, rate)}
              rateNote={rateNoteOf(rate)}
              className="sm-ad__price"
            />
            <ul className="sm-ad__facts">
              <li>📍 {ad.location}</li>
              <li>📅 {adsTexts.postedOn(formatDate(createdAt))}</li>
              <li>👁 {viewsText(liveViews?.views ?? ad.views)}</li>
            </ul>
          </div>
          {!isSold && (
            <div className="sm-ad__panel">
              <h2>{adsTexts.contactSeller}</h2>
              <ContactButtons ad={ad} />
              <p className="sm-ad__tip">{adsTexts.safetyTip}</p>
            </div>
          )}
          <AdAttributes ad={ad} categorySlug={(subcategory ?? category)?.slug} />
          {side?.(ad)}
        </aside>
        <section className="sm-ad__panel sm-ad__desc" aria-labelledby="ad-description">
          <h2 id="ad-description">{adsTexts.description}</h2>
          <AdDescription text={ad.description ?? ''} />
        </section>
      </div>
      {isSold && <SimilarAds ad={ad} />}
    </article>
  );
}
