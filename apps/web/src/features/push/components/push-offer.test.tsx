import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportMessageActivity } from '@/shared/lib/message-activity';
import { stubBrowserPush, unstubBrowserPush } from '@/testing/browser-push';
import { startMswServer } from '@/testing/msw-server';
import { renderInApp } from '@/testing/render-app';
import { PushOffer } from './push-offer';
import { pushTexts as t } from '../push.texts';

const server = startMswServer();
afterEach(unstubBrowserPush);

describe('the offer of push notifications', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    localStorage.clear();
    server.use(
      http.get('*/api/push/public-key', () => HttpResponse.json({ publicKey: 'BPpksKsW0FHhhbRX5Gk3G0LsnZ8fo4CUQHh30gH93Fhd' })),
      http.post('*/api/push/subscriptions', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 'b7a4c1de-0000-4000-8000-000000000001' }, { status: 201 });
      }),
    );
  });

  it('is not made at page load; after a message it is, and a tap asks the browser and subscribes this device', async () => {
    const browser = stubBrowserPush({ permission: 'default' });
    renderInApp(<PushOffer />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: t.offerTitle })).toBeNull();
    expect(browser.asked).toBe(0);

    act(() => reportMessageActivity());
    const offer = await screen.findByRole('region', { name: t.offerTitle });
    expect(browser.asked).toBe(0);
    await userEvent.click(within(offer).getByRole('button', { name: t.offerEnable }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.enabled);
    expect(browser.asked).toBe(1);
    expect(posted).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/test-device', keys: { p256dh: 'BPtest-p256dh', auth: 'test-auth' } },
    ]);
  });

  it('says so when the user refuses in the browser, and subscribes nothing', async () => {
    stubBrowserPush({ permission: 'default', answer: 'denied' });
    renderInApp(<PushOffer />);
    act(() => reportMessageActivity());
    await userEvent.click(await screen.findByRole('button', { name: t.offerEnable }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.denied);
    expect(posted).toEqual([]);
  });

  it('stays away after "Nee, bedankt", and where notifications are blocked', async () => {
    stubBrowserPush({ permission: 'default' });
    const first = renderInApp(<PushOffer />);
    act(() => reportMessageActivity());
    await userEvent.click(await screen.findByRole('button', { name: t.offerLater }));
    expect(screen.queryByRole('region', { name: t.offerTitle })).toBeNull();
    act(() => reportMessageActivity());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: t.offerTitle })).toBeNull();
    first.unmount();

    localStorage.clear();
    stubBrowserPush({ permission: 'denied' });
    renderInApp(<PushOffer />);
    act(() => reportMessageActivity());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.queryByRole('region', { name: t.offerTitle })).toBeNull());
  });
});
