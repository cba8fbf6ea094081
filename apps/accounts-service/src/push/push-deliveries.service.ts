import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type PushKind, type PushPayload } from '@surimarkt/contracts';
import { InjectEnv, markHandled, pushesTotal } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { type PushRequestOptions, sendPush } from './push-transport';

/** How long a push service keeps a push for an offline phone, and how urgently it delivers it, per kind. */
const DELIVERY: Record<PushKind, Omit<PushRequestOptions, 'topic'>> = {
  message: { ttl: 24 * 3600, urgency: 'high' },
  bid: { ttl: 24 * 3600, urgency: 'high' },
  alert: { ttl: 12 * 3600, urgency: 'normal' },
  review: { ttl: 3 * 24 * 3600, urgency: 'low' },
};

const BATCH = 50;
const SWEEP_MS = 1000;
// 429 and 5xx: tried again after 1, 2, 4, 8 s (or the service's Retry-After, up to a minute), then dropped.
const MAX_ATTEMPTS = 5;
const MAX_WAIT_MS = 60_000;

interface DueRow {
  id: string;
  payload: PushPayload;
  urgency: PushRequestOptions['urgency'];
  ttl: number;
  topic: string | null;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The pushes to users' devices. An event becomes one delivery row per device of the user (when that kind is on), in
 * the transaction that records the event as handled: a redelivered event adds none, and a restart loses none. The
 * rows are sent at once and by a sweep every second, each locked while sent (SKIP LOCKED), so two replicas never
 * send the same one; a row goes when the push service has answered.
 */
@Injectable()
export class PushDeliveries implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PushDeliveries.name);
  private timer?: NodeJS.Timeout;
  private sending?: Promise<void>;
  private again = false;

  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /** Records the push for each of the user's devices, once per event; then sends. */
  async enqueueOnce(eventId: string, userId: string, kind: PushKind, payload: PushPayload, topic?: string): Promise<void> {
    const { ttl, urgency } = DELIVERY[kind];
    const queued = await this.ds.transaction(async (manager) => {
      // Its own key in handled_events: the mail consumer records the same event ids.
      if (!(await markHandled(manager, 'accounts', `push:${eventId}`))) return 0;
      const rows: unknown[] = await manager.query(
        `INSERT INTO "accounts"."push_deliveries" ("subscription_id", "payload", "urgency", "ttl", "topic")
         SELECT s."id", $2::jsonb, $3, $4, $5 FROM "accounts"."push_subscriptions" s JOIN "accounts"."users" u ON u."id" = s."user_id"
          WHERE s."user_id" = $1 AND u."status" = 'active' AND u."push_notifications" AND NOT ($6 = ANY (u."push_off"))
         RETURNING "id"`,
        [userId, JSON.stringify(payload), urgency, ttl, topic ?? null, kind],
      );
      return rows.length;
    });
    if (queued) void this.send();
  }

  /** Sends what is due; concurrent calls share one run (and one more follows when asked meanwhile). */
  send(): Promise<void> {
    if (this.sending) {
      this.again = true;
      return this.sending;
    }
    this.sending = this.drain()
      .catch((error: unknown) => this.logger.warn(`pushes not sent yet, retried: ${(error as Error)?.message ?? error}`))
      .finally(() => {
        this.sending = undefined;
        if (this.again) {
          this.again = false;
          void this.send();
        }
      });
    return this.sending;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const taken = await this.ds.transaction(async (manager) => {
        const due: DueRow[] = await manager.query(
          `SELECT d."id", d."payload", d."urgency", d."ttl", d."topic", d."attempts", s."id" AS "subscription_id", s."endpoint",
                  s."p256dh", s."auth"
             FROM "accounts"."push_deliveries" d JOIN "accounts"."push_subscriptions" s ON s."id" = d."subscription_id"
            WHERE d."due_at" <= now() ORDER BY d."id" LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED`,
        );
        const vapid = { subject: this.env.VAPID_SUBJECT, publicKey: this.env.VAPID_PUBLIC_KEY, privateKey: this.env.VAPID_PRIVATE_KEY };
        const answers = await Promise.all(
          due.map((row) =>
            sendPush(
              { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
              JSON.stringify(row.payload),
              { ttl: row.ttl, urgency: row.urgency, topic: row.topic },
              vapid,
              this.env.PUSH_ENDPOINT_HOSTS,
            ),
          ),
        );
        const done: string[] = [];
        const gone: string[] = [];
        for (const [i, row] of due.entries()) {
          const { status, retryAfterMs } = answers[i];
          const outcome =
            status >= 200 && status < 300
              ? 'sent'
              : status === 404 || status === 410
                ? 'gone'
                : (status === 0 || status === 429 || status >= 500) && row.attempts + 1 < MAX_ATTEMPTS
                  ? 'retried'
                  : 'dropped';
          pushesTotal.inc({ outcome });
          if (outcome === 'sent') done.push(row.id);
          else if (outcome === 'gone') gone.push(row.subscription_id);
          else if (outcome === 'retried') {
            const wait = Math.min(retryAfterMs ?? 1000 * 2 ** row.attempts, MAX_WAIT_MS);
            await manager.query(
              `UPDATE "accounts"."push_deliveries" SET "attempts" = "attempts" + 1, "due_at" = now() + $2 * interval '1 millisecond'
                WHERE "id" = $1`,
              [row.id, wait],
            );
          } else {
            this.logger.warn(
              `push dropped after ${row.attempts + 1} attempt(s): ${new URL(row.endpoint).host} answered ${status || 'nothing'}`,
            );
            done.push(row.id);
          }
        }
        // A push service's 404 or 410: the browser dropped the subscription; so do we (its other waiting pushes go too).
        if (gone.length) await manager.query(`DELETE FROM "accounts"."push_subscriptions" WHERE "id" = ANY ($1)`, [gone]);
        if (done.length) await manager.query(`DELETE FROM "accounts"."push_deliveries" WHERE "id" = ANY ($1)`, [done]);
        return due.length;
      });
      if (taken < BATCH) return;
    }
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.send(), SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sending;
  }
}
