import type { Review } from '@surimarkt/contracts';
import type { ReactNode } from 'react';
import { PROFILE_ADS_PAGE_SIZE } from '@surimarkt/contracts/texts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/shared/format/dates';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { links } from '@/shared/lib/paths';
import { AdGrid } from '@/shared/ui/ad-grid';
import { RatingStars } from '@/shared/ui/rating-stars';
import { useGetSellerAdsQuery, useGetSellerProfileQuery, useGetSellerReviewsQuery } from '../api/sellers.api';
import { ReviewList } from '../components/review-list';
import { sellersTexts as t } from '../sellers.texts';
import '../components/sellers.css';

/**
 * /verkoper/{id}: a seller's public page. Their display name (first name and initial), member since, the verified
 * badges, rating, the ads online now and the published reviews; never an e-mail address or a phone number.
 */
export function SellerPage({ renderReviewActions }: { renderReviewActions?: (review: Review) => ReactNode }) {
  const sellerId = useParams().sellerId ?? '';
  const { data: seller, isError } = useGetSellerProfileQuery(sellerId);
  const [params] = useSearchParams();
  const page = readPage(params.get('pagina'));
  const { data: ads, isLoading: adsLoading } = useGetSellerAdsQuery({ sellerId, page });
  const pages = Math.ceil((ads?.total ?? 0) / PROFILE_ADS_PAGE_SIZE);
  const { data: reviews } = useGetSellerReviewsQuery(sellerId);
  useDocumentTitle(seller ? `${t.seller} ${seller.displayName}` : isError ? t.notFound : null);

  if (isError) {
    return (
      <div className="sm-seller-page">
        <h1>{t.notFound}</h1>
        <p>{t.notFoundText}</p>
        <Link to={links.home}>{t.backHome}</Link>
      </div>
    );
  }
  if (!seller) return <div className="sm-seller-page" role="status" aria-busy="true" />;
  return (
    <div className="sm-seller-page">
      <header className="sm-seller-page__head">
        <div className="sm-seller-page__avatar" aria-hidden="true">
          {seller.displayName.charAt(0).toUpperCase()}
        </div>
        <div>
          <h1>{seller.displayName}</h1>
          <RatingStars rating={seller.rating} />
          <p className="sm-seller__meta">
            {t.memberSince(formatDate(seller.memberSince))} · {t.activeAds(seller.activeAds)}
          </p>
          <p className="sm-seller__badges">
            {seller.verified.email && <span className="sm-badge">✔ {t.emailVerified}</span>}
            {seller.verified.phone && <span className="sm-badge">✔ {t.phoneVerified}</span>}
          </p>
        </div>
      </header>
      <section aria-labelledby="seller-reviews">
        <h2 id="seller-reviews">{t.reviewsTitle}</h2>
        <ReviewList reviews={reviews?.reviews ?? []} renderActions={renderReviewActions} />
      </section>
      <section aria-labelledby="seller-ads">
        <h2 id="seller-ads">{t.adsTitle}</h2>
        <AdGrid ads={ads?.ads} isLoading={adsLoading} emptyText={t.noAds} skeletonCount={4} />
        {pages > 1 && (
          // Links, not buttons: each page has its address, works before the script runs and can be shared.
          <nav className="sm-seller-page__pager" aria-label={t.pages}>
            {page > 1 && <Link to={pageLink(page - 1)}>{t.previousPage}</Link>}
            <span aria-current="page">{t.pageOf(page, pages)}</span>
            {page < pages && <Link to={pageLink(page + 1)}>{t.nextPage}</Link>}
          </nav>
        )}
      </section>
    </div>
  );
}

/** ?pagina=2; anything else is the first page (the server refuses what it cannot serve). */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const pageLink = (page: number) => ({ search: page > 1 ? `?pagina=${page}` : '' });
