import { Image } from 'antd';
import { isTrustedImageUrl, thumbnailUrl } from '@/shared/lib/image-url';
import { adminTexts as t } from '../admin.texts';

/**
 * The ad's photos on a moderation card (issue 35): a moderator must see what they approve. Small crops in a row that
 * scrolls on a phone; a tap opens the photo large, and the arrows go through the others.
 */
export function ModerationPhotos({ title, images }: { title: string; images: string[] }) {
  const photos = images.filter((src) => isTrustedImageUrl(src));
  if (!photos.length)
    return (
      <p style={{ margin: '0 0 8px', fontSize: 13, color: 'rgba(0, 0, 0, 0.55)' }} aria-label={t.photosOf(title)}>
        {t.noPhotos}
      </p>
    );
  return (
    <div role="group" aria-label={t.photosOf(title)} style={{ display: 'flex', gap: 6, overflowX: 'auto', marginBottom: 8 }}>
      <Image.PreviewGroup>
        {photos.map((src, index) => (
          <Image
            key={src}
            src={thumbnailUrl(src)}
            preview={{ src }}
            width={96}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 6 }}
            alt={t.photoOf(title, index + 1)}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
