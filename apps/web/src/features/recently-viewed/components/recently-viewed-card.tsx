import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatPrice } from '@/shared/format/money';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { links } from '@/shared/lib/paths';
import { SafeImage } from '@/shared/ui/safe-image';
import { type ViewedEntry, viewedAgo } from '../lib/viewed-entry';
import { recentlyViewedTexts as t } from '../recently-viewed.texts';

interface RecentlyViewedCardProps {
  entry: ViewedEntry;
  now: Date;
  onRemove: (id: number) => void;
}

/** One viewed ad: photo, title, price, place and category, how often and how long ago (when known), and remove. */
export function RecentlyViewedCard({ entry, now, onRemove }: RecentlyViewedCardProps) {
  const isOnline = entry.status === 'approved';
  const title = isOnline ? <Link to={links.ad(entry.id)}>{entry.title}</Link> : entry.title;
  return (
    <Card
      size="small"
      role="article"
      aria-label={entry.title}
      cover={<SafeImage src={entry.images[0] ? thumbnailUrl(entry.images[0]) : null} alt="" width={400} height={300} />}
    >
      <strong>{title}</strong>
      <div>{formatPrice(entry.price, entry.currency)}</div>
      <small className="sm-muted">
        📍 {entry.location}
        {entry.categoryName ? ` · ${entry.categoryName}` : ''}
      </small>
      {(entry.viewedAt !== null || entry.viewCount !== null) && (
        <div>
          <small>
            {entry.viewCount !== null && t.viewCount(entry.viewCount)}
            {entry.viewCount !== null && entry.viewedAt !== null && ' · '}
            {entry.viewedAt !== null && viewedAgo(entry.viewedAt, now)}
          </small>
        </div>
      )}
      {!isOnline && (
        <div>
          <Tag>{t.offline}</Tag>
        </div>
      )}
      <div style={{ marginTop: 8 }}>
        <Button size="small" danger onClick={() => onRemove(entry.id)} aria-label={`${t.remove}: ${entry.title}`}>
          {t.remove}
        </Button>
      </div>
    </Card>
  );
}
