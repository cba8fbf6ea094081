import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  EVENT_SUBJECTS,
  type OperatorAlertEvent,
  REPORT_MESSAGES as M,
  REPORTER_MIN_AGE_DAYS,
  REPORTS_PER_DAY,
  type UserMailEvent,
} from '@surimarkt/contracts';
import { useTestDatabase } from '@surimarkt/server/testing';
import { insertAd } from '../testing/insert-ad';
import { refusal } from '../testing/refusal';
import { startOnBroker } from '../testing/start-on-broker';
import { AdReportsService } from './ad-reports.service';

type Service = Awaited<ReturnType<typeof startOnBroker>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OLD_ENOUGH = new Date(Date.now() - (REPORTER_MIN_AGE_DAYS + 1) * 24 * 3600 * 1000).toISOString();

// Reports against the real database (issue 40, item 1): throwaway accounts cannot take an ad offline, people of some
// age can, and one account whose reports hide ad after ad is brought to the operator.
describe('AdReportsService', () => {
  useTestDatabase();
  let ads: Service['ads'];
  let nats: Service['nats'];
  let db: Service['db'];
  let stop: Service['stop'];
  let reports: AdReportsService;
  const owner = randomUUID();
  const alerts: OperatorAlertEvent[] = [];
  const mails: UserMailEvent[] = [];

  beforeAll(async () => {
    ({ ads, nats, db, stop } = await startOnBroker());
    const decode = <T>(data: Uint8Array) => JSON.parse(new TextDecoder().decode(data)) as T;
    nats.subscribe(EVENT_SUBJECTS.operatorAlert, { callback: (_e, msg) => alerts.push(decode(msg.data)) });
    nats.subscribe(EVENT_SUBJECTS.userMail, { callback: (_e, msg) => mails.push(decode(msg.data)) });
    await nats.flush();
    reports = ads.app.get(AdReportsService);
  }, 60_000);
  afterAll(() => stop());

  const statusOf = async (id: number) =>
    ((await db.query(`SELECT "status" FROM "ads"."ads" WHERE "id" = $1`, [id]))[0] as { status: string }).status;
  const report = (id: number, reporter: { userId?: string; since?: string; ip?: string; device?: string } = {}) =>
    reports.report({
      id,
      userId: reporter.userId ?? randomUUID(),
      reporterSince: reporter.since ?? OLD_ENOUGH,
      reason: 'scam',
      text: null,
      ip: reporter.ip ?? `10.0.0.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
      device: reporter.device ?? randomUUID(),
    });

  it('takes an ad offline only on reports of three different people with accounts of some age, and tells its owner', async () => {
    const id = await insertAd(db, { userId: owner, title: 'Brommer' });
    // Three accounts made today, each from its own address and browser: counted as nobody yet.
    for (let i = 0; i < 3; i++) await report(id, { since: new Date().toISOString() });
    // Three old accounts behind one address: one person.
    for (let i = 0; i < 3; i++) await report(id, { ip: '10.1.1.1' });
    await report(id);
    expect(await statusOf(id)).toBe('approved');
    expect((await report(id)).message).toBe(M.sent);
    expect(await statusOf(id)).toBe('reported');
    for (let i = 0; i < 50 && !mails.some((mail) => mail.userId === owner); i++) await sleep(100);
    expect(mails.filter((mail) => mail.userId === owner)).toHaveLength(1);

    // Three old accounts on one phone, each from its own address: one person too.
    const other = await insertAd(db, { userId: owner });
    for (let i = 0; i < 3; i++) await report(other, { device: 'een-telefoon' });
    expect(await statusOf(other)).toBe('approved');
  });

  it('refuses reporting one’s own ad, the same ad twice, and more than five a day', async () => {
    const own = await insertAd(db, { userId: owner });
    expect(await refusal(report(own, { userId: owner }))).toEqual({ code: ErrorCode.Forbidden, message: M.ownAd });
    const reporter = randomUUID();
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_DAY + 1 }, () => insertAd(db, { userId: randomUUID() })));
    await report(targets[0], { userId: reporter });
    expect(await refusal(report(targets[0], { userId: reporter }))).toEqual({ code: ErrorCode.Conflict, message: M.alreadyReported });
    for (const id of targets.slice(1, REPORTS_PER_DAY)) await report(id, { userId: reporter });
    expect(await refusal(report(targets[REPORTS_PER_DAY], { userId: reporter }))).toEqual({
      code: ErrorCode.TooManyRequests,
      message: M.tooManyToday,
    });
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "ads"."ad_reports" WHERE "reporter_id" = $1`, [reporter]);
    expect(n).toBe(REPORTS_PER_DAY);
  });

  it('alerts the operator once when one account’s reports took three ads offline in a week', async () => {
    const serial = randomUUID();
    const before = alerts.length;
    for (let ad = 0; ad < 3; ad++) {
      const id = await insertAd(db, { userId: randomUUID() });
      await report(id, { userId: serial });
      await report(id);
      await report(id);
      expect(await statusOf(id)).toBe('reported');
    }
    for (let i = 0; i < 50 && alerts.length === before; i++) await sleep(100);
    await sleep(300);
    const about = alerts.slice(before).filter((alert) => alert.paragraphs.some((text) => text.includes(serial)));
    expect(about).toHaveLength(1);
    expect(about[0].subject).toBe('Eén account liet 3 advertenties offline halen');
  });

  it('puts a hidden ad back online when the operator dismisses its reports, and its owner may ask for a look at once', async () => {
    const id = await insertAd(db, { userId: owner });
    for (let i = 0; i < 3; i++) await report(id);
    expect(await refusal(reports.requestReview({ id, userId: randomUUID() }))).toMatchObject({ code: ErrorCode.NotFound });
    expect((await reports.requestReview({ id, userId: owner })).message).toBe(M.reviewRequested);
    expect((await reports.dismiss(id)).message).toBe(M.dismissed);
    expect(await statusOf(id)).toBe('approved');
    expect(await refusal(reports.requestReview({ id, userId: owner }))).toEqual({ code: ErrorCode.Conflict, message: M.notHidden });
  });
});
