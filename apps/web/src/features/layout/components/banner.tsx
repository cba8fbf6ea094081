import type { ReactNode } from 'react';
import { layoutTexts } from '../layout.texts';

interface BannerProps {
  title: string;
  text: string;
  tone: 'green' | 'dark';
  onClose: () => void;
  children: ReactNode;
}

export function Banner({ title, text, tone, onClose, children }: BannerProps) {
  return (
    <aside className={`sm-banner sm-banner--${tone}`} aria-label={title}>
      <div>
        <p className="sm-banner__title">{title}</p>
        <p className="sm-banner__text">{text}</p>
        {children}
      </div>
      <button type="button" className="sm-banner__close" aria-label={layoutTexts.closeBanner} onClick={onClose}>
        ✕
      </button>
    </aside>
  );
}
