import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeAd } from '@/testing/fixtures';
import { AdCard } from './ad-card';

const LADDER = '/uploads/ads/2026/11/foto-w320.webp 320w, /uploads/ads/2026/11/foto-w480.webp 480w, /uploads/ads/2026/11/foto-md.webp 800w';
const SIZES = '(min-width: 1200px) 278px, (min-width: 1024px) calc(25vw - 22px), (min-width: 768px) calc(33.3vw - 24px), calc(50vw - 18px)';

const card = (isEager: boolean) => (
  <MemoryRouter>
    <AdCard
      ad={makeAd({ title: 'Toyota Corolla', images: ['/uploads/ads/2026/11/foto.webp', '/uploads/ads/2026/11/b.webp'] })}
      isEager={isEager}
    />
  </MemoryRouter>
);

describe('AdCard photo', () => {
  it('offers the cover at every card width, with the size a card is shown at, so a phone takes a narrow one', () => {
    render(card(false));
    const img = screen.getByRole('img', { name: 'Toyota Corolla' });
    expect(img).toHaveAttribute('srcset', LADDER);
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('src', '/uploads/ads/2026/11/foto-w480.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).not.toContain('b-');
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
  });

  it('marks an ad of the demo seed as demo data on its photo', () => {
    render(
      <MemoryRouter>
        <AdCard ad={makeAd({ title: 'Voorbeeld', images: ['/uploads/demo/autos-1.webp'] })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Demo')).toHaveAttribute('title', 'Demo-advertentie: voorbeeldgegevens, geen echt aanbod');
  });

  it('preloads an eager card photo from the server with the same srcset and sizes as the img, so both pick one file', () => {
    const html = renderToString(card(true));
    const preload = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain(`imageSrcSet="${LADDER}"`);
    expect(preload).toContain(`imageSizes="${SIZES}"`);
    expect(img).toContain(`srcSet="${LADDER}"`);
    expect(img).toContain('fetchPriority="high"');
  });

  it('keeps the 400×300 crop for a photo that is not an upload', () => {
    render(
      <MemoryRouter>
        <AdCard ad={makeAd({ title: 'Oud', images: ['/demo-images/a.jpg'] })} />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: 'Oud' });
    expect(img).toHaveAttribute('src', '/demo-images/a-sm.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
