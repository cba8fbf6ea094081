import type { CreatePushSubscriptionDto } from '@surimarkt/contracts';

/** This browser can receive Web Push: a service worker, the Push API and notifications (Safari on iOS: installed only). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** 'default' (not asked yet), 'granted' or 'denied'. */
export function notificationPermission(): NotificationPermission {
  return isPushSupported() ? Notification.permission : 'denied';
}

/** This browser's subscription for our worker, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Asks the browser for permission (only ever after the user's tap) and subscribes with our VAPID public key; answers
 * what the server needs, or null when the user said no.
 */
export async function subscribeBrowser(publicKey: string): Promise<CreatePushSubscriptionDto | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const key = base64UrlToBytes(publicKey);
  // A subscription made with another key (the server's keys changed) cannot be pushed to: it is replaced.
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription =
    (existing && sameKey(existing.options.applicationServerKey, key) ? existing : null) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
