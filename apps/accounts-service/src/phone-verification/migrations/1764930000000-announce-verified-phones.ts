import { EVENT_SUBJECTS } from '@surimarkt/contracts';
import { phoneE164 } from '@surimarkt/server';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The ads-service learns verified numbers from events (userPhoneChanged). Numbers verified before those events
 * existed are announced once here, through the outbox, so their ads say 'Nummer geverifieerd' too.
 */
export class AnnounceVerifiedPhones1764930000000 implements MigrationInterface {
  name = 'AnnounceVerifiedPhones1764930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users: { id: string; phone: string | null }[] = await queryRunner.query(
      `SELECT "id", "phone" FROM "accounts"."users" WHERE "is_phone_verified"`,
    );
    const changedAt = new Date().toISOString();
    for (const user of users) {
      const verifiedPhone = phoneE164(user.phone);
      if (!verifiedPhone) continue;
      await queryRunner.query(
        `INSERT INTO "accounts"."outbox" ("subject", "payload")
         VALUES ($1, jsonb_build_object('eventId', gen_random_uuid()::text, 'userId', $2::text, 'verifiedPhone', $3::text, 'changedAt', $4::text))`,
        [EVENT_SUBJECTS.userPhoneChanged, user.id, verifiedPhone, changedAt],
      );
    }
  }

  async down(): Promise<void> {
    // The announcements were sent; nothing to take back.
  }
}
