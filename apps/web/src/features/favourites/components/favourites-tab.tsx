import { Button, Card, Empty, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '@/shared/hooks/use-toast';
import { formatPrice } from '@/shared/format/money';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { links } from '@/shared/lib/paths';
import { useGetFavouritesQuery, useRemoveFavouriteMutation } from '../api/favourites.api';
import { favouritesTexts as t } from '../favourites.texts';

/** The favourites tab: search, count, cards with the date added, view and remove (accounts spec 2.7). */
export function FavouritesTab() {
  const { data, isLoading } = useGetFavouritesQuery();
  const [remove] = useRemoveFavouriteMutation();
  const [search, setSearch] = useState('');
  const toast = useToast();
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (data?.ads ?? []).filter((ad) => !term || ad.title.toLowerCase().includes(term) || ad.location.toLowerCase().includes(term));
  }, [data, search]);
  if (isLoading) return null;

  const onRemove = async (id: number) => {
    try {
      await remove(id).unwrap();
      toast.success(t.removedTitle, { description: t.removedText });
    } catch {
      toast.error(t.errorTitle, { description: t.removeFailed });
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Input.Search
          placeholder={t.search}
          aria-label={t.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          style={{ flex: '1 1 220px' }}
        />
        <span>{t.count(shown.length)}</span>
      </div>
      {shown.length === 0 ? (
        <Empty description={search.trim() ? t.emptySearch : t.empty}>
          {!search.trim() && (
            <Link to={links.home}>
              <Button type="primary">{t.browse}</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
          {shown.map((ad) => (
            <Card
              key={ad.id}
              size="small"
              role="article"
              aria-label={ad.title}
              cover={
                ad.images[0] ? (
                  <img
                    src={thumbnailUrl(ad.images[0])}
                    alt=""
                    width={400}
                    height={300}
                    style={{ objectFit: 'cover', aspectRatio: '4 / 3' }}
                  />
                ) : undefined
              }
            >
              <strong>{ad.title}</strong>
              <div>{formatPrice(ad.price, ad.currency)}</div>
              <small style={{ color: '#666' }}>
                📍 {ad.location} · {t.addedOn(new Date(ad.favoriteAddedAt).toLocaleDateString('nl-NL'))}
              </small>
              {ad.status === 'sold' ? (
                <div>
                  <Tag color="red">{t.sold}</Tag>
                </div>
              ) : ad.status !== 'approved' ? (
                <div>
                  <Tag>{t.offline}</Tag>
                </div>
              ) : (
                ad.saleStatus === 'reserved' && (
                  <div>
                    <Tag color="orange">{t.reserved}</Tag>
                  </div>
                )
              )}
              <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
                {(ad.status === 'approved' || ad.status === 'sold') && (
                  <Link to={links.ad(ad.id)}>
                    <Button size="small">{t.view}</Button>
                  </Link>
                )}
                <Button size="small" danger onClick={() => void onRemove(ad.id)}>
                  {t.removeButton}
                </Button>
              </div>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
