import { EVENT_SUBJECTS, type UserMailEvent } from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { startAdsService } from '../testing/start-ads-service';
import { BidsService } from './bids.service';

const ADS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The bid digest is a plain five-minute timer on every replica, not a claimed job slot: two replicas of the
// ads-service, against the real database and NATS, sweeping at the same moment must still mail each seller once.
describe('BidsService', () => {
  useTestDatabase();
  let replicas: Array<Awaited<ReturnType<typeof startAdsService>>>;
  let nats: NatsConnection;
  const mails: UserMailEvent[] = [];

  beforeAll(async () => {
    replicas = [];
    for (let i = 0; i < 2; i++) replicas.push(await startAdsService({ seedDemo: false }));
    nats = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    nats.subscribe(EVENT_SUBJECTS.userMail, {
      callback: (_error, msg) => mails.push(JSON.parse(new TextDecoder().decode(msg.data)) as UserMailEvent),
    });
    await nats.flush();
  }, 60_000);
  afterAll(async () => {
    await nats.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
  });

  describe('sendDigests', () => {
    it('mails each seller one digest when both replicas sweep at once, and nothing on the next sweeps', async () => {
      const db = replicas[0].app.get(DataSource);
      const [{ id: categoryId }] = await db.query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`);
      const adIds: number[] = (
        await db.query(
          `INSERT INTO ads.ads (user_id, title, description, price, currency, location, category_id, status)
           SELECT 'verkoper-' || n, 'Fiets ' || n, 'Rijdt goed', 50000, 'SRD', 'Paramaribo', $1, 'approved'
             FROM generate_series(1, ${ADS}) n ORDER BY n RETURNING id`,
          [categoryId],
        )
      ).map((row: { id: number }) => row.id);
      // Each seller was mailed of a bid 61 minutes ago; two more bids came in that hour and wait for the digest.
      await db.query(
        `INSERT INTO ads.bid_mail_windows (ad_id, last_mailed_at, digest_due) SELECT id, now() - interval '61 minutes', true
           FROM unnest($1::int[]) id`,
        [adIds],
      );
      await db.query(
        `INSERT INTO ads.bids (ad_id, bidder_id, bidder_name, bidder_email, amount, currency, created_at, expires_at)
         SELECT id, 'bieder-' || b, 'Bieder ' || b, 'bieder' || b || '@example.sr', 40000 + b, 'SRD',
                now() - interval '30 minutes', now() + interval '7 days'
           FROM unnest($1::int[]) id, generate_series(1, 2) b`,
        [adIds],
      );

      // Four sweeps on each replica, all at once: the ticks of two replicas landing together, and then some.
      const sweeps = await Promise.all(
        Array.from({ length: 4 }, () => replicas.map((replica) => replica.app.get(BidsService).sendDigests())).flat(),
      );
      expect(sweeps.reduce((sum, sweep) => sum + sweep.sent, 0)).toBe(ADS);
      for (let i = 0; i < 100 && mails.length < ADS; i++) await sleep(100);
      // Whatever a second sweep might still publish has had time to arrive.
      await sleep(1000);
      const sellers = mails.map((mail) => mail.userId).sort();
      expect(sellers).toEqual(adIds.map((_, i) => `verkoper-${i + 1}`).sort());
      expect(mails.every((mail) => mail.subject.includes('2 nieuwe biedingen'))).toBe(true);

      expect(await Promise.all(replicas.map((replica) => replica.app.get(BidsService).sendDigests()))).toEqual([{ sent: 0 }, { sent: 0 }]);
      await sleep(500);
      expect(mails).toHaveLength(ADS);
      const [{ due }] = await db.query(`SELECT count(*)::int AS due FROM ads.bid_mail_windows WHERE digest_due`);
      expect(due).toBe(0);
    }, 30_000);
  });
});
