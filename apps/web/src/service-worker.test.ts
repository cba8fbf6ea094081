// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';

// The worker's push and notificationclick handlers, run in a fake worker scope: the notifications it shows, the
// windows it focuses or opens, and the messages it sends the open pages.
const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
const ORIGIN = 'https://surimarkt.sr';

interface FakeClient {
  url: string;
  focused: boolean;
  messages: unknown[];
  focus(): Promise<FakeClient>;
  postMessage(message: unknown): void;
}

function client(url: string): FakeClient {
  return {
    url,
    focused: false,
    messages: [],
    async focus() {
      this.focused = true;
      return this;
    },
    postMessage(message) {
      this.messages.push(message);
    },
  };
}

function worker(windows: FakeClient[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  new Function('self', source)(self);
  /** Dispatches an event the way the browser does and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waiting: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waiting = promise) });
    await waiting;
  };
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  const click = (url: unknown) => {
    const notification = { data: { url }, closed: false, close: () => (notification.closed = true) };
    return dispatch('notificationclick', { notification }).then(() => notification);
  };
  return { shown, opened, push, click };
}

describe('the service worker and Web Push', () => {
  let tab: FakeClient;
  beforeEach(() => {
    tab = client(`${ORIGIN}/zoeken?q=fiets`);
  });

  it('shows a push with its title, text, the ad’s photo and the site’s badge, and tells the open pages', async () => {
    const sw = worker([tab]);
    await sw.push({
      title: 'Koelkast Samsung',
      body: 'Bram D.: Is hij nog te koop?',
      url: '/profiel/berichten?gesprek=abc',
      image: '/uploads/ads/koelkast-sm.webp',
      tag: 'conversation-abc',
    });
    expect(sw.shown).toEqual([
      {
        title: 'Koelkast Samsung',
        options: {
          body: 'Bram D.: Is hij nog te koop?',
          icon: '/uploads/ads/koelkast-sm.webp',
          badge: '/icons/badge-96.png',
          tag: 'conversation-abc',
          renotify: true,
          data: { url: '/profiel/berichten?gesprek=abc' },
        },
      },
    ]);
    expect(tab.messages).toEqual([{ type: 'push', url: '/profiel/berichten?gesprek=abc' }]);
  });

  it('uses the site’s icon without a photo, and shows nothing for a push that is not ours', async () => {
    const sw = worker();
    await sw.push({ title: 'Gitaar Yamaha', body: 'Je bod is geaccepteerd', url: '/profiel/biedingen' });
    expect(sw.shown[0].options).toMatchObject({ icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' });
    expect(sw.shown[0].options).not.toHaveProperty('tag');
    await sw.push('{"geen": "titel"}');
    await sw.push({ title: 'Foto van elders', body: '', url: '/', image: 'https://elders.example/x.png' });
    expect(sw.shown).toHaveLength(2);
    expect(sw.shown[1].options.icon).toBe('/icons/icon-192.png');
  });

  it('opens the page of a tapped notification in the open tab, focused', async () => {
    const sw = worker([client('https://elders.example/'), tab]);
    const notification = await sw.click('/ad/12');
    expect(notification.closed).toBe(true);
    expect(tab.focused).toBe(true);
    expect(tab.messages).toEqual([{ type: 'open', url: '/ad/12' }]);
    expect(sw.opened).toEqual([]);
  });

  it('focuses the tab already showing the page, and opens a window when the site is not open', async () => {
    const page = client(`${ORIGIN}/profiel/biedingen`);
    const sw = worker([tab, page]);
    await sw.click('/profiel/biedingen');
    expect([page.focused, page.messages, tab.focused]).toEqual([true, [], false]);

    const closed = worker([]);
    await closed.click('/profiel/berichten?gesprek=abc');
    expect(closed.opened).toEqual([`${ORIGIN}/profiel/berichten?gesprek=abc`]);
  });

  it('never sends the visitor off the site, whatever the push says', async () => {
    for (const url of ['https://phishing.example/login', '//phishing.example', '/\\phishing.example', 42]) {
      const sw = worker([]);
      await sw.click(url);
      expect(sw.opened).toEqual([`${ORIGIN}/`]);
    }
  });
});
