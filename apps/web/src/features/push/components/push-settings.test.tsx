import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushPreferences, PushSubscriptionList } from '@surimarkt/contracts';
import { PUSH_MESSAGES } from '@surimarkt/contracts/texts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { stubBrowserPush, unstubBrowserPush } from '@/testing/browser-push';
import { startMswServer } from '@/testing/msw-server';
import { renderInApp } from '@/testing/render-app';
import { formatDate } from '@/shared/format/dates';
import { pushTexts as t } from '../push.texts';
import { PushSettings } from './push-settings';

const server = startMswServer();
afterEach(unstubBrowserPush);

describe('Instellingen: notifications on devices', () => {
  it('lists the devices with their date, removes one, switches a kind off and turns this device on', async () => {
    const browser = stubBrowserPush({ permission: 'default' });
    let devices: PushSubscriptionList['subscriptions'] = [{ id: 'a1', createdAt: '2026-11-20T10:00:00.000Z', current: false }];
    let preferences: PushPreferences = { message: true, bid: true, alert: true, review: true };
    const removed: string[] = [];
    server.use(
      http.get('*/api/push/subscriptions', () => HttpResponse.json({ subscriptions: devices })),
      http.delete('*/api/push/subscriptions/:id', ({ params }) => {
        removed.push(String(params.id));
        devices = devices.filter((d) => d.id !== params.id);
        return HttpResponse.json({ message: PUSH_MESSAGES.removed });
      }),
      http.get('*/api/push/preferences', () => HttpResponse.json(preferences)),
      http.put('*/api/push/preferences', async ({ request }) => {
        preferences = (await request.json()) as PushPreferences;
        return HttpResponse.json(preferences);
      }),
      http.get('*/api/push/public-key', () => HttpResponse.json({ publicKey: 'BPpksKsW0FHhhbRX5Gk3' })),
      http.post('*/api/push/subscriptions', () => {
        devices = [{ id: 'b2', createdAt: '2026-11-28T10:00:00.000Z', current: true }, ...devices];
        return HttpResponse.json({ id: 'b2' }, { status: 201 });
      }),
    );
    renderInApp(<PushSettings />);
    const list = await screen.findByRole('region', { name: t.devices }, { timeout: 30_000 });
    expect(within(list).getByText(t.otherDevice)).toBeInTheDocument();
    expect(within(list).getByText(t.since(formatDate('2026-11-20T10:00:00.000Z')))).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: t.removeLabel(t.otherDevice, formatDate('2026-11-20T10:00:00.000Z')) }));
    await waitFor(() => expect(within(list).getByText(t.noDevices)).toBeInTheDocument());
    expect(removed).toEqual(['a1']);

    await userEvent.click(screen.getByRole('switch', { name: t.kindLabels.alert }));
    await waitFor(() => expect(preferences).toEqual({ message: true, bid: true, alert: false, review: true }));
    expect(screen.getByRole('switch', { name: t.kindLabels.alert })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: t.enableHere }));
    expect(await screen.findByText(t.enabledHere)).toBeInTheDocument();
    expect(within(list).getByText(t.thisDevice)).toBeInTheDocument();
    expect(browser.asked).toBe(1);
  });

  it('says why this browser cannot get notifications', async () => {
    server.use(
      http.get('*/api/push/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
      http.get('*/api/push/preferences', () => HttpResponse.json({ message: true, bid: true, alert: true, review: true })),
    );
    renderInApp(<PushSettings />);
    expect(await screen.findByText(t.unsupported, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.enableHere })).toBeNull();
  });
});
