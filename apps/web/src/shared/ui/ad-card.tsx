import type { Ad } from '@surimarkt/contracts';
import { isDemoPhoto } from '@surimarkt/contracts/texts';
import { Link } from 'react-router-dom';
import { formatRelativeAge } from '../format/dates';
import { CARD_SIZES, cardPhoto } from '../lib/image-url';
import { sharedTexts } from '../shared.texts';
import { useAdCardSlots } from './ad-card-slots';
import { Price } from './price';
import { SafeImage } from './safe-image';
import { links } from '@/shared/lib/paths';

interface AdCardProps {
  ad: Ad;
  badge?: string;
  isEager?: boolean;
  linkState?: unknown;
}

/** One ad in a grid: photo at the width the card is shown (srcset), badge, heart, title, price, location, views and relative age. */
export function AdCard({ ad, badge, isEager, linkState }: AdCardProps) {
  const { renderFavourite } = useAdCardSlots();
  const cover = ad.images?.[0];
  const photo = cover ? cardPhoto(cover) : null;
  return (
    <article className="sm-card" aria-label={ad.title}>
      <Link to={links.ad(ad.id)} state={linkState} className="sm-card__link">
        <div className="sm-card__media">
          <SafeImage
            src={photo?.src}
            srcSet={photo?.srcSet}
            sizes={CARD_SIZES}
            alt={ad.title}
            width={400}
            height={300}
            className="sm-card__img"
            isEager={isEager}
          />
          {badge && <span className="sm-card__badge">{badge}</span>}
          {sharedTexts.saleBadges[ad.saleStatus] && (
            <span className={`sm-card__sale sm-card__sale--${ad.saleStatus}`}>{sharedTexts.saleBadges[ad.saleStatus]}</span>
          )}
          {isDemoPhoto(cover) && (
            <span className="sm-card__demo" title={sharedTexts.demoBadgeLabel}>
              {sharedTexts.demoBadge}
            </span>
          )}
        </div>
        <div className="sm-card__body">
          <h3 className="sm-card__title">{ad.title}</h3>
          <Price cents={ad.price} currency={ad.currency} converted={ad.convertedPrice} className="sm-card__price" />
          <p className="sm-card__meta">
            <span>📍 {ad.location}</span>
          </p>
          <p className="sm-card__meta sm-card__meta--muted">
            <span>👁 {sharedTexts.views(ad.views ?? 0)}</span>
            {/* The server rendered this a moment earlier: an hour may have passed in between. */}
            <span suppressHydrationWarning>{formatRelativeAge(ad.createdAt ?? (ad as { created_at?: string }).created_at ?? '')}</span>
          </p>
        </div>
      </Link>
      {renderFavourite && <div className="sm-card__fav">{renderFavourite(ad)}</div>}
    </article>
  );
}
