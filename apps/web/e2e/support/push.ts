import { type BrowserContext, type Page } from 'playwright-core';

interface TestDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const pushService = (): string => process.env.E2E_PUSH_SERVICE as string;

/** A device of the tests' push service (global-setup): its endpoint and keys, as a browser's subscription has them. */
export async function newPushDevice(): Promise<TestDevice> {
  return (await fetch(`${pushService()}/control/devices`, { method: 'POST' })).json() as Promise<TestDevice>;
}

/** Waits for the device's pushes (decrypted by the push service, after it checked their VAPID signature). */
export async function pushesTo(device: TestDevice, count = 1, timeoutMs = 15_000): Promise<{ payload: unknown }[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const pushes = (await (await fetch(`${pushService()}/control/devices/${device.id}/pushes`)).json()) as { payload: unknown }[];
    if (pushes.length >= count || Date.now() > until) return pushes;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The browser subscribes through the tests' push service instead of its maker's (out of reach here): notifications are
 * allowed, and PushManager answers the device's endpoint and keys. Everything else (the page, the worker) is real.
 */
export async function usePushDevice(context: BrowserContext, device: TestDevice): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((stub: TestDevice) => {
    let current: PushSubscription | null = null;
    const subscription = {
      endpoint: stub.endpoint,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint: stub.endpoint, keys: stub.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = subscription);
    PushManager.prototype.getSubscription = async () => current;
  }, device);
}

/**
 * Hands the push to the page's service worker as the browser's push service would (DevTools' deliverPushMessage), and
 * answers the notifications the worker then shows.
 */
export async function deliverPush(page: Page, payload: unknown): Promise<{ title: string; body: string; data: unknown }[]> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const ours = list.find(
        (r: { scopeURL: string; isDeleted: boolean }) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin),
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(payload) });
  await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length > 0, undefined, {
    timeout: 10_000,
    polling: 200,
  });
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    })),
  );
}
