import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './testing/stub-browser-apis';
import { findPageHeading, renderRoute } from './testing/render-route';

const PAGES = [
  { path: '/contact', title: 'Contact' },
  { path: '/veilig-handelen', title: 'Veilig handelen' },
  { path: '/privacy', title: 'Privacybeleid' },
  { path: '/algemene-voorwaarden', title: 'Algemene voorwaarden' },
  { path: '/over-ons', title: 'Over ons' },
  { path: '/verkoopfotos-maken', title: "Verkoopfoto's maken" },
  { path: '/zakelijk', title: 'Zakelijk adverteren' },
  { path: '/nieuws', title: 'Nieuws' },
  { path: '/cookies', title: 'Cookies' },
];

async function openPage(path: string, title: string) {
  renderRoute(path);
  return findPageHeading(title);
}

describe('infoRoutes', () => {
  it.each(PAGES)('$path shows its title, the breadcrumb and the document title', async ({ path, title }) => {
    await openPage(path, title);

    await waitFor(() => expect(document.title).toBe(`${title} | SuriMarkt`));
    const breadcrumb = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
  });

  it('the terms carry the update date, the spec sections and end with a link to /contact', async () => {
    await openPage('/algemene-voorwaarden', 'Algemene voorwaarden');

    expect(screen.getByText('Laatst bijgewerkt: 9 juli 2025')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      '1. Definities',
      '2. Toepasselijkheid',
      '3. Account en registratie',
      '4. Advertenties plaatsen',
      '5. Transacties',
      '6. Intellectueel eigendom',
      '7. Aansprakelijkheid',
      '8. Overige bepalingen',
    ]);
    expect(screen.getByText(/minimaal 18 jaar/)).toBeInTheDocument();
    expect(screen.getByText(/30 dagen na die aankondiging/)).toBeInTheDocument();
    expect(screen.getByText(/rechter in Paramaribo/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.at(-1)).toHaveAttribute('href', '/contact');
  });

  it('the about page shows the headline figures and links to /contact', async () => {
    await openPage('/over-ons', 'Over ons');

    const figures = screen.getByRole('list', { name: 'SuriMarkt in cijfers' });
    for (const value of ['50K+', '100K+', '25K+', '99%']) expect(within(figures).getByText(value)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/contact');
  });

  it('the business page lists the three packages and links to the business registration', async () => {
    await openPage('/zakelijk', 'Zakelijk adverteren');

    const packages = within(screen.getByRole('list', { name: 'Onze pakketten' }));
    const names = packages.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Basis', 'Premium', 'Pro']);
    for (const price of ['€10', '€20', '€35']) expect(packages.getByText(price)).toBeInTheDocument();
    expect(packages.getByText('50 advertenties')).toBeInTheDocument();
    expect(packages.getAllByText('Populair')).toHaveLength(1);
    expect(screen.getByText('1000+ klanten')).toBeInTheDocument();
    expect(screen.getByText('vanaf €10 per maand')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registreer je bedrijf' })).toHaveAttribute('href', '/business/register');
  });

  it('the news page shows dated items in Dutch, newest first', async () => {
    await openPage('/nieuws', 'Nieuws');

    const dates = Array.from(document.querySelectorAll('time')).map((time) => time.textContent);
    expect(dates[0]).toBe('6 oktober 2025');
    expect(dates.at(-1)).toBe('9 juli 2025');
  });

  it('the privacy policy carries its update date', async () => {
    await openPage('/privacy', 'Privacybeleid');

    expect(screen.getByText('Laatst bijgewerkt: 9 juli 2025')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Privacybeleid | SuriMarkt'),
    );
  });
});
