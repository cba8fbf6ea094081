import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/testing/store';
import { startMswServer } from '@/testing/msw-server';
import { makeUser } from '@/testing/session';
import { readRecentlyViewed, writeRecentlyViewed } from '@/shared/lib/recently-viewed';
import { accountApi } from '@/shared/api/account.api';
import { recentlyViewedApi } from './api/recently-viewed.api';

const server = startMswServer();
const loginReply = () => HttpResponse.json({ success: true, message: 'Ingelogd', user: makeUser() });
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("merging the browser's history at login", () => {
  beforeEach(() => localStorage.clear());

  it("sends the browser's list once after a login and takes the merged list back", async () => {
    writeRecentlyViewed([7, 3]);
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', loginReply),
      http.post('*/api/user/recently-viewed', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ items: [9, 7, 3].map((id) => ({ id })), total: 3 });
      }),
    );
    const store = makeStore();
    await store.dispatch(accountApi.endpoints.login.initiate({ email: 'sita@example.sr', password: 'Geheim12!' }));
    await until(() => readRecentlyViewed().length === 3);
    expect(sent).toEqual([{ adIds: [7, 3] }]);
    expect(readRecentlyViewed()).toEqual([9, 7, 3]);
    expect(recentlyViewedApi.endpoints.getRecentlyViewed.select()(store.getState()).data?.total).toBe(3);
  });

  it("leaves the browser's list alone when the merge fails, and sends nothing after a failed login", async () => {
    writeRecentlyViewed([7]);
    let merges = 0;
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ message: 'Onjuist' }, { status: 401 })),
      http.post('*/api/auth/demo-login', loginReply),
      http.post('*/api/user/recently-viewed', () => {
        merges++;
        return HttpResponse.json({ message: 'stuk' }, { status: 503 });
      }),
    );
    const store = makeStore();
    await store.dispatch(accountApi.endpoints.login.initiate({ email: 'sita@example.sr', password: 'fout' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(merges).toBe(0);
    await store.dispatch(accountApi.endpoints.demoLogin.initiate());
    await until(() => merges === 1);
    expect(merges).toBe(1);
    expect(readRecentlyViewed()).toEqual([7]);
  });
});
