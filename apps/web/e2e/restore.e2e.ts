import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { adminQuery, startProduct, stopProduct } from '../../../scripts/lib/product.cjs';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');
const PASSWORD = 'Geheim12!';

interface AdsPage {
  total: number;
  ads: { id: number; title: string }[];
}

// The nightly backup as an operator would need it on a bad day: the real `backup` job dumps a running product's
// database, `npm run restore` puts the dump into an empty database, and the product started on that database knows the
// same people (one registered just before the backup among them) and finds the same ads.
describe('a nightly backup restores', () => {
  let backups: string;
  const restoredName = `surimarkt_e2e_${Math.floor(Date.now() / 1000)}_restored`;
  const email = `herstel-${Date.now()}@example.sr`;

  beforeAll(async () => {
    backups = await mkdtemp(path.join(tmpdir(), 'restore-backups-'));
  });
  afterAll(async () => {
    await adminQuery(
      process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/marketplace',
      `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`,
    );
    await rm(backups, { recursive: true, force: true });
  });

  const post = (baseUrl: string, p: string, json: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api${p}`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });
  const login = (baseUrl: string, who: string, password: string) => post(baseUrl, '/auth/login', { email: who, password });
  const ads = async (baseUrl: string, query = '') => (await (await fetch(`${baseUrl}/api/ads?limit=50${query}`)).json()) as AdsPage;

  it('brings back the users and the ads of the night it was taken', async () => {
    const secret = 'restore-test-cron-secret-0123456789';
    const original = await startProduct({ waitForAds: true, quiet: true, env: { BACKUP_DIR: backups, CRON_SECRET: secret } });
    let dump: string;
    let before: { all: AdsPage; found: AdsPage };
    try {
      await post(original.baseUrl, '/auth/register', {
        firstName: 'Herstel',
        lastName: 'Test',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      const db = new Client({ connectionString: original.databaseUrl });
      await db.connect();
      await db.query(`UPDATE accounts.users SET is_email_verified = true WHERE email = $1`, [email]);
      await db.end();
      expect((await login(original.baseUrl, email, PASSWORD)).status).toBe(200);
      const all = await ads(original.baseUrl);
      const word = all.ads[0].title.split(' ')[0];
      before = { all, found: await ads(original.baseUrl, `&q=${encodeURIComponent(word)}`) };
      expect(before.found.total).toBeGreaterThan(0);

      const backup = await post(original.baseUrl, '/cron/backup', {}, { authorization: `Bearer ${secret}` });
      expect(backup.status).toBe(200);
      const { result } = (await backup.json()) as { result: { file: string; bytes: number } };
      dump = path.join(backups, result.file);
    } finally {
      await stopProduct(original);
    }

    const restoring = await run(process.execPath, ['scripts/restore.mjs', dump, '--database', restoredName], { cwd: root });
    expect(restoring.stdout).toContain(`into ${restoredName}`);
    // A second restore into the now filled database is refused: a restore never writes over data.
    await expect(run(process.execPath, ['scripts/restore.mjs', dump, '--database', restoredName], { cwd: root })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not empty'),
    });

    const restored = await startProduct({ database: restoredName, quiet: true, env: { SEED_DEMO: 'false', BACKUP_DIR: backups } });
    try {
      expect((await login(restored.baseUrl, email, PASSWORD)).status).toBe(200);
      expect((await login(restored.baseUrl, email, 'Verkeerd12!')).status).toBe(401);
      expect((await login(restored.baseUrl, 'demo@surimarkt.sr', 'Demo1234!')).status).toBe(200);
      const all = await ads(restored.baseUrl);
      expect(all.total).toBe(before.all.total);
      expect(all.ads.map((ad) => ad.id)).toEqual(before.all.ads.map((ad) => ad.id));
      const word = before.all.ads[0].title.split(' ')[0];
      const found = await ads(restored.baseUrl, `&q=${encodeURIComponent(word)}`);
      expect(found.ads.map((ad) => ad.id)).toEqual(before.found.ads.map((ad) => ad.id));
    } finally {
      await stopProduct(restored);
    }
  }, 300_000);
});
