/**
 * A browser that can receive pushes, for the page's tests: a service worker whose push manager subscribes with a
 * fixed endpoint and keys, and notifications whose permission the test sets (and that 'asking' grants or denies).
 */
export function stubBrowserPush(options: { permission: NotificationPermission; answer?: NotificationPermission }) {
  const state = { permission: options.permission, asked: 0, subscription: null as null | { endpoint: string } };
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/test-device',
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: subscription.endpoint, keys: { p256dh: 'BPtest-p256dh', auth: 'test-auth' } }),
    unsubscribe: async () => true,
  };
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async () => {
      state.subscription = subscription;
      return subscription;
    },
  };
  const registration = { pushManager, active: { postMessage: () => undefined } };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return state.permission;
      },
      requestPermission: async () => {
        state.asked += 1;
        state.permission = options.answer ?? 'granted';
        return state.permission;
      },
    },
  });
  return state;
}

/** Back to jsdom's browser, which cannot receive pushes (call it after each test that stubbed one). */
export function unstubBrowserPush(): void {
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
}
