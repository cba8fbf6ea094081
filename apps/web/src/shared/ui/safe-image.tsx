import { useState } from 'react';
import { isTrustedImageUrl } from '../lib/image-url';
import { sharedTexts } from '../shared.texts';

interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  isEager?: boolean;
  /** Other widths of the same photo, with the width it is shown at (sizes), so a phone downloads the smaller one. */
  srcSet?: string;
  sizes?: string;
}

/** An ad photo, or a placeholder for an untrusted or broken path (spec §5). Sizes are set to avoid layout shift. */
export function SafeImage({ src, alt, width, height, className, isEager = false, srcSet, sizes }: SafeImageProps) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken || !isTrustedImageUrl(src)) {
    return (
      <div className={`sm-img-placeholder ${className ?? ''}`} role="img" aria-label={sharedTexts.noPhoto}>
        <span aria-hidden="true">📷</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isEager ? 'high' : undefined}
      onError={() => setIsBroken(true)}
    />
  );
}
