import { type INestMicroservice } from '@nestjs/common';
import { DEMO_USER } from '@surimarkt/server';
import { createTestNatsClient, expectHealthy, startTestService, useTestDatabase } from '@surimarkt/server/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { verifyPassword } from './password-hasher';
import { seedDemoUser } from './seed-demo-user';
import { UsersService } from './users.service';

describe('accounts-service users', () => {
  useTestDatabase();
  const client = createTestNatsClient();
  let app: INestMicroservice;
  let ds: DataSource;

  beforeAll(async () => {
    app = await startTestService({ service: 'accounts', module: AppModule, afterMigrate: seedDemoUser });
    ds = app.get(DataSource);
    await client.connect();
  });
  afterAll(async () => {
    await client.close();
    await app?.close();
  });

  describe('health', () => {
    it('reports its database and applied migrations', async () => {
      await expectHealthy(client, 'accounts', 2);
    });
  });

  describe('ensureDemoUser', () => {
    it('seeded the demo user at start, with a verified e-mail and a hashed password', async () => {
      const rows = await ds.query(
        'SELECT id, first_name, last_name, email, phone, location, is_email_verified, password_hash FROM accounts.users',
      );
      expect(rows).toEqual([
        {
          id: DEMO_USER.id,
          first_name: 'Demo',
          last_name: 'Gebruiker',
          email: 'demo@surimarkt.sr',
          phone: DEMO_USER.phone,
          location: 'Paramaribo',
          is_email_verified: true,
          password_hash: expect.stringMatching(/^\$argon2id\$/),
        },
      ]);
      expect(rows[0].password_hash).not.toContain(DEMO_USER.password);
      await expect(verifyPassword(DEMO_USER.password, rows[0].password_hash)).resolves.toBe(true);
    });

    it('does not create a second one or overwrite the first on a later start', async () => {
      const [before] = await ds.query('SELECT password_hash, created_at FROM accounts.users');
      await expect(app.get(UsersService).ensureDemoUser()).resolves.toBe(false);
      await Promise.all([seedDemoUser(app), seedDemoUser(app)]);
      const after = await ds.query('SELECT password_hash, created_at FROM accounts.users');
      expect(after).toEqual([before]);
    });
  });

  describe('users table', () => {
    it('refuses a second account whose e-mail differs only in case', async () => {
      await expect(
        ds.query(
          `INSERT INTO accounts.users (first_name, last_name, email, password_hash) VALUES ('Ander', 'Iemand', 'DEMO@SuriMarkt.sr', 'x')`,
        ),
      ).rejects.toThrow(/users_email_lower_key/);
      expect(await ds.query('SELECT count(*)::int AS n FROM accounts.users')).toEqual([{ n: 1 }]);
    });
  });
});
