import { type INestMicroservice } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EVENT_SUBJECTS } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { createTestNatsClient, expectHealthy, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { RetentionJob } from './retention.job';

interface StoredActivity {
  action_type: string;
  country: string;
  ip_address: string;
  action_data: Record<string, unknown>;
}

describe('analytics-service over NATS', () => {
  useTestDatabase();
  let app: INestMicroservice;
  let ds: DataSource;
  const client = createTestNatsClient();

  const bus = new EventBus(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
  const event = (overrides: Record<string, unknown>) => ({
    eventId: randomUUID(),
    actionType: 'search',
    actionData: { query: 'fiets' },
    ipAddress: '190.98.1.1',
    userAgent: 'jest',
    userId: null,
    occurredAt: new Date().toISOString(),
    ...overrides,
  });
  const stored = (): Promise<StoredActivity[]> =>
    ds.query(`SELECT action_type, country, ip_address, action_data FROM analytics.activities ORDER BY id`);
  // Events are fire-and-forget and handled concurrently: wait for a marker sent last and for the rows
  // expected, then a moment longer, so a wrongly stored event would still show up.
  async function emitAndSettle(expected: number, ...events: unknown[]): Promise<StoredActivity[]> {
    const marker = `marker-${Math.random()}`;
    for (const e of [...events, event({ actionType: 'page_view', actionData: { page: marker } })]) {
      // A string is not an event object; JetStream carries it all the same, and the service must drop it.
      await bus.publish(
        EVENT_SUBJECTS.activityLogged,
        (typeof e === 'object' && e ? e : { eventId: randomUUID(), raw: e }) as { eventId: string },
      );
    }
    const withoutMarker = (rows: StoredActivity[]) => rows.filter((r) => !String(r.action_data.page ?? '').startsWith('marker-'));
    for (let i = 0; i < 200; i++) {
      const rows = await stored();
      if (rows.some((r) => r.action_data.page === marker) && withoutMarker(rows).length >= expected) {
        await new Promise((r) => setTimeout(r, 150));
        return withoutMarker(await stored());
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the events never arrived');
  }

  beforeAll(async () => {
    app = await startTestService({ service: 'analytics', module: AppModule });
    ds = app.get(DataSource);
    await client.connect();
  });
  afterEach(async () => {
    await ds.query('DELETE FROM analytics.activities');
  });
  afterAll(async () => {
    await bus.onApplicationShutdown();
    await client.close();
    await app?.close();
  });

  describe('health', () => {
    it('reports its database and applied migrations', async () => {
      await expectHealthy(client, 'analytics', 1);
    });
  });

  describe('record', () => {
    it('stores an event with the country of its public address', async () => {
      const rows = await emitAndSettle(
        2,
        event({ ipAddress: '190.98.1.1' }),
        event({ actionType: 'view_ad', actionData: { ad_id: 7 }, ipAddress: '8.8.8.8' }),
      );
      rows.sort((a, b) => a.ip_address.localeCompare(b.ip_address));
      expect(rows).toEqual([
        { action_type: 'search', country: 'SR', ip_address: '190.98.1.1', action_data: { query: 'fiets' } },
        { action_type: 'view_ad', country: 'US', ip_address: '8.8.8.8', action_data: { ad_id: 7 } },
      ]);
    });

    it('stores unknown as the country of a loopback or private address', async () => {
      const rows = await emitAndSettle(2, event({ ipAddress: '127.0.0.1' }), event({ ipAddress: '192.168.1.20' }));
      expect(rows.map((r) => r.country)).toEqual(['unknown', 'unknown']);
    });

    it('ignores a country sent along and resolves its own', async () => {
      const rows = await emitAndSettle(1, event({ ipAddress: '127.0.0.1', country: 'NL' }));
      expect(rows.map((r) => r.country)).toEqual(['unknown']);
    });

    it('drops an event with a bad actionType, oversized or unknown actionData or no address, and keeps consuming', async () => {
      const rows = await emitAndSettle(
        1,
        event({ actionType: 'drop_table' }),
        event({ actionData: { text: 'x'.repeat(2500) } }),
        event({ actionData: ['not', 'an', 'object'] }),
        event({ ipAddress: undefined }),
        event({ occurredAt: 'gisteren' }),
        event({ occurredAt: '2026-02-30T10:00:00Z' }),
        'just a string',
        event({ actionType: 'view_ad', actionData: { ad_id: 3, password: 'geheim' } }),
        event({ actionType: 'contact_click', actionData: { ad_id: 3, contact_method: 'whatsapp' } }),
      );
      expect(rows).toEqual([
        { action_type: 'contact_click', country: 'SR', ip_address: '190.98.1.1', action_data: { ad_id: 3, contact_method: 'whatsapp' } },
      ]);
    });
  });

  describe("a seller's figures", () => {
    const adCounts = async (adId: number) =>
      Object.fromEntries(
        (
          (await ds.query(`SELECT dimension, key, count::int AS n FROM analytics.ad_daily_counts WHERE ad_id = $1`, [adId])) as {
            dimension: string;
            key: string;
            n: number;
          }[]
        ).map((r) => [`${r.dimension}:${r.key}`, r.n]),
      );

    it('count a view and a contact once per visitor and day, however often a script sends them', async () => {
      const views = Array.from({ length: 100 }, () =>
        event({ actionType: 'view_ad', actionData: { ad_id: 901, ad_title: 'Fiets', search_query: 'oplichter nep fraude' } }),
      );
      const contacts = Array.from({ length: 100 }, () =>
        event({ actionType: 'contact_click', actionData: { ad_id: 901, contact_method: 'whatsapp' } }),
      );
      const someoneElse = event({ actionType: 'view_ad', actionData: { ad_id: 901, ad_title: 'Fiets' }, userAgent: 'andere telefoon' });
      await emitAndSettle(201, ...views, ...contacts, someoneElse);
      expect(await adCounts(901)).toEqual({ 'view:': 2, 'contact:whatsapp': 1, 'country:SR': 2 });
    });

    it('count the search that led to a view only when the same visitor searched for it shortly before', async () => {
      const searched = event({ actionType: 'search', actionData: { query: 'Gitaar' } });
      const led = event({ actionType: 'view_ad', actionData: { ad_id: 902, ad_title: 'Gitaar', search_query: 'gitaar' } });
      const claimed = event({
        actionType: 'view_ad',
        actionData: { ad_id: 902, ad_title: 'Gitaar', search_query: 'oplichter' },
        userAgent: 'ander',
      });
      await emitAndSettle(3, searched, led, claimed);
      expect(await adCounts(902)).toMatchObject({ 'search:gitaar': 1 });
      expect(await adCounts(902)).not.toHaveProperty('search:oplichter');
    });

    it('count at most three visitors per address, however many browser names a script sends from it', async () => {
      const views = Array.from({ length: 40 }, (_, i) =>
        event({ actionType: 'view_ad', actionData: { ad_id: 903, ad_title: 'Brommer' }, userAgent: `Browser ${i}` }),
      );
      await emitAndSettle(40, ...views);
      expect((await adCounts(903))['view:']).toBe(3);
    });
  });

  describe('retention', () => {
    it('keeps a truncated address with every record, removes raw addresses after 30 days and records after 12 months', async () => {
      await emitAndSettle(1, event({ ipAddress: '190.98.77.12', actionData: { query: 'retentie' } }));
      const [fresh] = await ds.query(`SELECT id, ip_address, ip_prefix FROM analytics.activities WHERE action_data->>'query' = 'retentie'`);
      expect(fresh).toMatchObject({ ip_address: '190.98.77.12', ip_prefix: '190.98.77.0' });
      const insert = (daysAgo: number) =>
        ds
          .query(
            `INSERT INTO analytics.activities (action_type, action_data, ip_address, ip_prefix, country, user_agent, occurred_at)
         VALUES ('page_view', $1, '190.98.5.5', '190.98.5.0', 'SR', 'oude browser', now() - make_interval(days => $2)) RETURNING id`,
            [JSON.stringify({ page: `/oud-${daysAgo}` }), daysAgo],
          )
          .then(([row]: { id: string }[]) => row.id);
      const [recent, old, ancient] = [await insert(29), await insert(31), await insert(400)];
      const result = await app.get(RetentionJob).run();
      expect(result.deleted).toBeGreaterThanOrEqual(1);
      const rows: { id: string; ip_address: string | null; ip_prefix: string; user_agent: string | null }[] = await ds.query(
        'SELECT id, ip_address, ip_prefix, user_agent FROM analytics.activities WHERE id = ANY($1)',
        [[recent, old, ancient]],
      );
      expect(rows.find((r) => r.id === recent)).toMatchObject({ ip_address: '190.98.5.5', user_agent: 'oude browser' });
      expect(rows.find((r) => r.id === old)).toMatchObject({ ip_address: null, user_agent: null, ip_prefix: '190.98.5.0' });
      expect(rows.find((r) => r.id === ancient)).toBeUndefined();
    });
  });
});
