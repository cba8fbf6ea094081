import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraftLoader, DRAFT_LOADER_MAX_AGE_MS, storeDraftForLoading, takeDraftToLoad } from '@/shared/lib/draft-loader';
import { categoriesFixture } from '@/testing/fixtures';
import { startMswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeUser, sessionHandler } from '@/testing/session';

const server = startMswServer();
const draft = (id: number, title: string, extra = {}) => ({
  id,
  title,
  description: 'Massief hout',
  price: 27500,
  currency: 'SRD' as const,
  location: 'Wanica',
  formData: { categoryId: 4, subcategoryId: null, phone: '+597 8123456', email: '' },
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  ...extra,
});

describe('Concepten', () => {
  afterEach(() => {
    clearDraftLoader();
    vi.useRealTimers();
  });

  it('loads a draft into the post-ad form over the home page, saves it again as the same draft, deletes one after confirming', async () => {
    let drafts = [draft(1, 'Eettafel'), draft(2, '')];
    const saved: Record<string, unknown>[] = [];
    const deleted: string[] = [];
    server.use(
      sessionHandler(makeUser()),
      http.get('*/api/categories', () => HttpResponse.json(categoriesFixture)),
      http.get('*/api/ads', () => HttpResponse.json({ ads: [], total: 0 })),
      http.get('*/api/ads/featured', () => HttpResponse.json({ ads: [], total: 0 })),
      http.post('*/api/analytics/batch', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/drafts', () => HttpResponse.json({ drafts, total: drafts.length })),
      http.post('*/api/drafts', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json(
          { success: true, message: 'Concept opgeslagen', draft: { ...draft(1, String(body.title)) } },
          { status: 201 },
        );
      }),
      http.delete('*/api/drafts/:id', ({ params }) => {
        deleted.push(String(params.id));
        drafts = drafts.filter((d) => String(d.id) !== params.id);
        return HttpResponse.json({ success: true, message: 'Concept verwijderd' });
      }),
    );
    const { router } = renderApp('/profiel/concepten');
    const untitled = await screen.findByRole('article', { name: '(zonder titel)' }, { timeout: 10_000 });
    await userEvent.click(within(untitled).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(deleted).toEqual(['2']));
    expect(await screen.findByText('Concept verwijderd')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('article', { name: 'Eettafel' })).getByRole('button', { name: 'Laden' }));
    // The home page shows once the lazy form is in: on a busy machine that is more than waitFor's default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: 'Plaats je Advertentie' }, { timeout: 10_000 });
    expect(await screen.findByText('Concept geladen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Titel')).toHaveValue('Eettafel');
    expect(within(dialog).getByLabelText('Prijs')).toHaveValue('275');
    expect(takeDraftToLoad()).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Titel'), ' met stoelen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan als concept' }));
    // The form also saves itself a few seconds after typing stops (a slow machine may get there first): every save
    // updates the same draft, and the last one holds the new title.
    await waitFor(() =>
      expect(saved.at(-1)).toMatchObject({
        id: 1,
        title: 'Eettafel met stoelen',
        price: 27500,
        currency: 'SRD',
        location: 'Wanica',
        formData: { categoryId: 4 },
      }),
    );
    expect(saved.map((s) => s.id)).toEqual(saved.map(() => 1));
  });

  it('discards a loaded draft older than 5 minutes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storeDraftForLoading(draft(3, 'Oud'));
    vi.setSystemTime(Date.now() + DRAFT_LOADER_MAX_AGE_MS + 1000);
    expect(takeDraftToLoad()).toBeNull();
    vi.useRealTimers();
    storeDraftForLoading(draft(4, 'Vers'));
    expect(takeDraftToLoad()?.title).toBe('Vers');
    expect(takeDraftToLoad()).toBeNull();
  });
});
