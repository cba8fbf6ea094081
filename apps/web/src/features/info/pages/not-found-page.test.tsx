import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../testing/stub-browser-apis';
import { findPageHeading, renderRoute } from '../testing/render-route';

describe('NotFoundPage', () => {
  it('is shown for an unknown path, with a link that takes the visitor home', async () => {
    const { router } = renderRoute('/bestaat-niet');

    expect(await findPageHeading('Pagina niet gevonden')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden | SuriMarkt'));
    const home = screen.getByRole('link', { name: 'Terug naar de homepage' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Startpagina' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
  });
});
