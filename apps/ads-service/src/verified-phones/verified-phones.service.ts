import { Injectable } from '@nestjs/common';
import { type UserPhoneChangedEvent } from '@surimarkt/contracts';
import { markHandled, phoneE164 } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * 'Nummer geverifieerd' on an ad: its contact phone is its owner's number that passed the SMS code check. Kept as a
 * column of the ad (phone_verified), so lists read it for free; rewritten for the owner's few ads when their number
 * changes, and set on every post and edit.
 */
@Injectable()
export class VerifiedPhones {
  constructor(private readonly dataSource: DataSource) {}

  /** The accounts-service's announcement; an older one arriving late changes nothing. */
  async apply(event: UserPhoneChangedEvent): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'ads', event.eventId))) return;
      const [stored]: { phone: string | null }[] = await manager.query(
        `INSERT INTO "ads"."verified_phones" ("user_id", "phone", "changed_at") VALUES ($1, $2, $3)
         ON CONFLICT ("user_id") DO UPDATE SET "phone" = $2, "changed_at" = $3 WHERE "verified_phones"."changed_at" < $3
         RETURNING "phone"`,
        [event.userId, event.verifiedPhone, event.changedAt],
      );
      if (stored) await this.markAds(manager, event.userId, stored.phone);
    });
  }

  /** Whether `contactPhone` is the user's verified number, for a post or an edit inside its transaction. */
  async isVerified(manager: EntityManager, userId: string, contactPhone: string | null | undefined): Promise<boolean> {
    const phone = phoneE164(contactPhone);
    if (!phone) return false;
    const [row]: { phone: string | null }[] = await manager.query(`SELECT "phone" FROM "ads"."verified_phones" WHERE "user_id" = $1`, [
      userId,
    ]);
    return row?.phone === phone;
  }

  private async markAds(manager: EntityManager, userId: string, verified: string | null): Promise<void> {
    const ads: { id: number; contact_phone: string | null; phone_verified: boolean }[] = await manager.query(
      `SELECT "id", "contact_phone", "phone_verified" FROM "ads"."ads" WHERE "user_id" = $1`,
      [userId],
    );
    const changed = ads.filter((ad) => ad.phone_verified !== (verified !== null && phoneE164(ad.contact_phone) === verified));
    if (!changed.length) return;
    await manager.query(`UPDATE "ads"."ads" SET "phone_verified" = NOT "phone_verified" WHERE "id" = ANY($1)`, [
      changed.map((ad) => ad.id),
    ]);
  }
}
