import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  type PushPreferences,
  type PushPreferencesForUser,
  PUSH_KINDS,
  PUSH_MESSAGES as M,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushPublicKey,
  type PushSubscriptionCreated,
  type PushSubscriptionList,
  type PushSubscriptionOfUser,
  type PushSubscriptionsOfSession,
  type SubscribePushForSession,
} from '@surimarkt/contracts';
import { badRequest, InjectEnv, notFound, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { tokenHash } from '../users/token-hash';
import { allowedPushHost } from './push-endpoint-policy';

/**
 * A user's devices that receive pushes (several each, at most PUSH_SUBSCRIPTIONS_MAX), and which kinds they want. A
 * subscription belongs to the session that made it, so logging out on that device removes it (the foreign key does).
 */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  publicKey(): PushPublicKey {
    return { publicKey: this.env.VAPID_PUBLIC_KEY };
  }

  async subscribe(dto: SubscribePushForSession): Promise<PushSubscriptionCreated> {
    if (!allowedPushHost(dto.endpoint, this.env.PUSH_ENDPOINT_HOSTS)) throw badRequest(M.endpointInvalid, { endpoint: M.endpointInvalid });
    if (!isKey(dto.keys.p256dh, 65, 0x04) || !isKey(dto.keys.auth, 16)) throw badRequest(M.keysInvalid, { keys: M.keysInvalid });
    const session = tokenHash(dto.token);
    return this.ds.transaction(async (manager) => {
      // The user's row is the lock: two devices subscribing at once cannot both pass the limit.
      const [live] = await manager.query(
        `SELECT u."id" FROM "accounts"."users" u JOIN "accounts"."sessions" s ON s."user_id" = u."id"
          WHERE u."id" = $1 AND s."token_hash" = $2 AND s."expires_at" > now() FOR UPDATE OF u`,
        [dto.userId, session],
      );
      if (!live) throw rpcError(ErrorCode.Unauthorized, ACCOUNT_MESSAGES.loginRequired);
      const [{ count }] = await manager.query(
        `SELECT count(*)::int AS "count" FROM "accounts"."push_subscriptions" WHERE "user_id" = $1 AND "endpoint" <> $2`,
        [dto.userId, dto.endpoint],
      );
      if (count >= PUSH_SUBSCRIPTIONS_MAX) throw rpcError(ErrorCode.Conflict, M.tooMany);
      // The same browser subscribing again (or after another account logged in on it) keeps one row: the newest owner's.
      const [row] = await manager.query(
        `INSERT INTO "accounts"."push_subscriptions" ("user_id", "session_hash", "endpoint", "p256dh", "auth")
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("endpoint") DO UPDATE SET "user_id" = EXCLUDED."user_id", "session_hash" = EXCLUDED."session_hash",
           "p256dh" = EXCLUDED."p256dh", "auth" = EXCLUDED."auth",
           "created_at" = CASE WHEN "push_subscriptions"."user_id" = EXCLUDED."user_id"
             THEN "push_subscriptions"."created_at" ELSE now() END
         RETURNING "id"`,
        [dto.userId, session, dto.endpoint, dto.keys.p256dh, dto.keys.auth],
      );
      return { id: row.id };
    });
  }

  async list(dto: PushSubscriptionsOfSession): Promise<PushSubscriptionList> {
    const rows: { id: string; created_at: Date; current: boolean }[] = await this.ds.query(
      `SELECT "id", "created_at", "session_hash" = $2 AS "current" FROM "accounts"."push_subscriptions"
        WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id"`,
      [dto.userId, tokenHash(dto.token)],
    );
    return { subscriptions: rows.map((r) => ({ id: r.id, createdAt: r.created_at.toISOString(), current: r.current })) };
  }

  async remove(dto: PushSubscriptionOfUser): Promise<{ message: string }> {
    const [, removed]: [unknown, number] = await this.ds.query(
      `DELETE FROM "accounts"."push_subscriptions" WHERE "id" = $1 AND "user_id" = $2`,
      [dto.id, dto.userId],
    );
    // Someone else's device is as unknown as a device that does not exist.
    if (!removed) throw notFound(M.notFound);
    return { message: M.removed };
  }

  async preferences(userId: string): Promise<PushPreferences> {
    const [row]: { push_off: string[] }[] = await this.ds.query(`SELECT "push_off" FROM "accounts"."users" WHERE "id" = $1`, [userId]);
    if (!row) throw rpcError(ErrorCode.Unauthorized, ACCOUNT_MESSAGES.loginRequired);
    return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !row.push_off.includes(kind)])) as PushPreferences;
  }

  async setPreferences(dto: PushPreferencesForUser): Promise<PushPreferences> {
    const off = PUSH_KINDS.filter((kind) => !dto[kind]);
    await this.ds.query(`UPDATE "accounts"."users" SET "push_off" = $2 WHERE "id" = $1`, [dto.userId, off]);
    return this.preferences(dto.userId);
  }
}

/** A base64url key of the length the browser's PushSubscription gives (p256dh: an uncompressed P-256 point). */
function isKey(value: string, bytes: number, firstByte?: number): boolean {
  const decoded = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return decoded.length === bytes && (firstByte === undefined || decoded[0] === firstByte);
}
