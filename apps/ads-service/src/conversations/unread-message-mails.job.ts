import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DELETED_USER_NAME, MESSAGE_LIMITS } from '@surimarkt/contracts';
import { InjectEnv, OutboxRelay, siteOf } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { SHOWN_CONTENT } from '../ads/ad-row';
import { addUserMail } from '../ads/user-mail';
import { type Env } from '../config/env';
import { Identities } from '../identities/identities.service';
import { unreadMessageMail } from './unread-message-mail';

interface DueRow {
  id: string;
  title: string;
  recipient_id: string;
  sender_id: string;
  side: Side;
}

/** Whose mail it is: each side of a conversation has its own time of the last mail (`buyer_mailed_at`, `seller_mailed_at`). */
type Side = 'buyer' | 'seller';

/**
 * A message left unread for a few minutes is mailed to its recipient (the accounts-service sends it only if their
 * e-mail switch allows): each person at most one mail per conversation per MESSAGE_LIMITS.mailGapMinutes, and never
 * twice about the same messages. Blocked conversations are not mailed about.
 */
@Injectable()
export class UnreadMessageMails {
  private readonly site: { publicUrl: string; siteName: string };

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly identities: Identities,
    @InjectEnv() env: Env,
  ) {
    this.site = siteOf(env);
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'unread-message-mails' })
  async sendDue(): Promise<void> {
    const due: DueRow[] = await this.dataSource.query(
      `SELECT c."id", ${SHOWN_CONTENT.title} AS "title", r."recipient_id", r."sender_id", r."side"
       FROM "ads"."conversations" c
       JOIN "ads"."ads" a ON a."id" = c."ad_id"
       CROSS JOIN LATERAL (VALUES (c."buyer_id", c."seller_id", c."buyer_read_at", c."buyer_mailed_at", 'buyer'),
         (c."seller_id", c."buyer_id", c."seller_read_at", c."seller_mailed_at", 'seller'))
         AS r("recipient_id", "sender_id", "read_at", "mailed_at", "side")
       WHERE c."blocked_by" IS NULL AND ${mailGapPassed('r."mailed_at"')}
         AND EXISTS (SELECT 1 FROM "ads"."messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" = r."sender_id"
           AND m."created_at" > COALESCE(r."read_at", '-infinity') AND m."created_at" > COALESCE(r."mailed_at", '-infinity')
           AND m."created_at" <= now() - make_interval(mins => $1))
       LIMIT 200`,
      [MESSAGE_LIMITS.unreadMailAfterMinutes],
    );
    if (!due.length) return;
    const names = await this.identities.byIds(due.map((row) => row.sender_id));
    for (const row of due) {
      await this.dataSource.transaction(async (manager) => {
        // Claimed here, so two replicas running the job at once mail once.
        const column = row.side === 'buyer' ? '"buyer_mailed_at"' : '"seller_mailed_at"';
        // An UPDATE answers [rows, count] through TypeORM.
        const [claimed]: [unknown[], number] = await manager.query(
          `UPDATE "ads"."conversations" c SET ${column} = now() WHERE c."id" = $1 AND ${mailGapPassed(`c.${column}`)} RETURNING c."id"`,
          [row.id],
        );
        if (!claimed.length) return;
        const senderName = names.get(row.sender_id)?.displayName ?? DELETED_USER_NAME;
        await addUserMail(
          this.outbox,
          manager,
          row.recipient_id,
          { ...unreadMessageMail({ conversationId: row.id, adTitle: row.title, senderName }, this.site), kind: 'unread-message' },
          undefined,
          // Each message was pushed when sent: a user with a device that takes messages does not need this mail.
          'message',
        );
      });
    }
    void this.outbox.flush();
  }
}

function mailGapPassed(mailedAt: string): string {
  return `(${mailedAt} IS NULL OR ${mailedAt} <= now() - interval '${MESSAGE_LIMITS.mailGapMinutes} minutes')`;
}
