import { useRef, useState } from 'react';
import { photoSrcSet } from '@/shared/lib/image-url';
import { SafeImage } from '@/shared/ui/safe-image';
import { adsTexts } from '../ads.texts';

/** The gallery is the page's width on a phone, three fifths of a 1200 px page beside the contact panel above 900 px. */
const GALLERY_SIZES = '(min-width: 900px) 720px, 100vw';

/** Every photo of the ad in a swipeable strip (CSS scroll snap: native swipe on a phone), with arrows and dots. */
export function PhotoGallery({ images, title }: { images: string[]; title: string }) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const photos = images.length > 0 ? images : [''];

  const goTo = (i: number) => {
    const strip = stripRef.current;
    const next = (i + photos.length) % photos.length;
    setIndex(next);
    strip?.scrollTo?.({ left: next * strip.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const strip = stripRef.current;
    if (strip && strip.clientWidth > 0) setIndex(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  return (
    <div className="sm-gallery" role="region" aria-roledescription="carousel" aria-label={adsTexts.photos}>
      <div className="sm-gallery__strip" ref={stripRef} onScroll={onScroll}>
        {photos.map((src, i) => (
          <div
            className="sm-gallery__slide"
            key={`${src}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={adsTexts.photoOf(i + 1, photos.length)}
          >
            <SafeImage
              src={src || null}
              srcSet={src ? photoSrcSet(src) : undefined}
              sizes={GALLERY_SIZES}
              alt={`${title} – ${adsTexts.photoOf(i + 1, photos.length)}`}
              width={800}
              height={600}
              className="sm-gallery__img"
              isEager={i === 0}
            />
          </div>
        ))}
      </div>
      {photos.length > 1 && (
        <>
          <button
            type="button"
            className="sm-gallery__nav sm-gallery__nav--prev"
            aria-label={adsTexts.previousPhoto}
            onClick={() => goTo(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="sm-gallery__nav sm-gallery__nav--next"
            aria-label={adsTexts.nextPhoto}
            onClick={() => goTo(index + 1)}
          >
            ›
          </button>
          <div className="sm-gallery__dots">
            {photos.map((src, i) => (
              <button
                key={`${src}-${i}`}
                type="button"
                aria-label={adsTexts.showPhoto(i + 1)}
                aria-current={i === index}
                className={i === index ? 'is-active' : ''}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
