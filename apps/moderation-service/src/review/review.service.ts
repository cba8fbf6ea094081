import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ADS_SUBJECTS,
  type AdSubmittedEvent,
  type DecideAdRequest,
  type EmailActionDto,
  type EmailSettings,
  type EmailSettingsDto,
  EVENT_SUBJECTS,
  type OwnAd,
} from '@surimarkt/contracts';
import { badRequest, MailerService, markHandled, OutboxRelay, ServiceClient, InjectEnv } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { BannedWordsService } from '../banned-words/banned-words.service';
import { RiskService } from '../risk/risk.service';
import { type Env } from '../config/env';
import { readEmailLink, signEmailLink, usedLinkKey } from './email-links';
import { newAdOperatorMail } from './operator-mail';

/** A submission and a decision on the same ad take turns, so neither misses the other's row. */
const lockAdReview = (manager: EntityManager, adId: number) =>
  manager.query(`SELECT pg_advisory_xact_lock(hashtext('moderation.review'), $1)`, [adId]);

/** One NATS client for this service's requests to the others (ads, billing). */
export const SERVICES_CLIENT = Symbol('SERVICES_CLIENT');

/** A decision the risk setting takes on its own, recorded as such in the audit trail. */
type Decision = Omit<DecideAdRequest, 'source'> & { source: DecideAdRequest['source'] | 'risk' };

export interface DecisionReply {
  success: true;
  message: string;
  ad: OwnAd;
}

/**
 * The moderation-service's core: it queues every submitted ad (holding one with banned words, the words listed),
 * mails the operator, and takes the decisions, which reach the ads-service both as a request (so the back-office
 * sees the change at once) and as an event on JetStream (so a decision is applied even if that request is lost).
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    private readonly bannedWords: BannedWordsService,
    private readonly risk: RiskService,
    private readonly mailer: MailerService,
    @Inject(SERVICES_CLIENT) private readonly ads: ServiceClient,
    @InjectEnv() private readonly env: Env,
  ) {}

  /**
   * One submitted ad into the queue, once per event however often it is delivered. The event can arrive after the
   * operator has already decided this submission (its first delivery went to a replica that was killed, and JetStream
   * delivered it again later): the queue then takes the decision made since, rather than asking for it again.
   * Its risk is scored before it is queued (off the posting path); at or above the threshold the operator's setting
   * holds it for review (the default) or rejects it with the setting's reason.
   */
  async enqueue(event: AdSubmittedEvent): Promise<void> {
    const { blockedWords } = await this.bannedWords.checkContent({ title: event.title, description: event.description });
    const risk = await this.risk.assess(event, blockedWords);
    const queued = await this.dataSource.transaction(async (manager) => {
      if (!(await markHandled(manager, 'moderation', event.eventId))) return null;
      await lockAdReview(manager, event.adId);
      const [row] = await manager.query(
        `WITH "since" AS (
           SELECT "status", "created_at" FROM "moderation"."decisions" WHERE "ad_id" = $1 AND "created_at" >= $7 ORDER BY "id" DESC LIMIT 1
         )
         INSERT INTO "moderation"."review_queue" ("ad_id", "user_id", "title", "description", "kind", "flagged_words", "state",
           "submitted_at", "decided_at", "risk_score", "risk_reasons", "risk_duplicates")
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE((SELECT "status" FROM "since"), 'pending'), $7,
           (SELECT "created_at" FROM "since" WHERE "status" <> 'pending'), $8, $9, $10)
         ON CONFLICT ("ad_id") DO UPDATE SET "title" = EXCLUDED."title", "description" = EXCLUDED."description", "kind" = EXCLUDED."kind",
           "flagged_words" = EXCLUDED."flagged_words", "state" = EXCLUDED."state", "submitted_at" = EXCLUDED."submitted_at",
           "decided_at" = EXCLUDED."decided_at", "version" = "review_queue"."version" + 1, "risk_score" = EXCLUDED."risk_score",
           "risk_reasons" = EXCLUDED."risk_reasons", "risk_duplicates" = EXCLUDED."risk_duplicates"
         RETURNING "version", "state"`,
        [
          event.adId,
          event.userId,
          event.title,
          event.description,
          event.kind,
          blockedWords,
          event.submittedAt,
          risk.score,
          risk.reasons,
          JSON.stringify(risk.duplicates),
        ],
      );
      return row as { version: number; state: string };
    });
    if (queued?.state !== 'pending') return;
    const settings = await this.risk.settings();
    if (risk.score >= settings.threshold && settings.action === 'reject') {
      await this.decide({ id: event.adId, status: 'rejected', reason: settings.rejectReason, source: 'risk' });
      return;
    }
    const { version } = queued;
    if ((await this.emailSettings()).emailNotificationAds) {
      this.mailer.sendInBackground(
        newAdOperatorMail(
          event,
          blockedWords,
          {
            to: this.env.OPERATOR_EMAIL,
            publicUrl: this.env.PUBLIC_URL,
            siteName: this.env.SITE_NAME,
            sign: (action, id) => signEmailLink(this.env.SESSION_SECRET, { action, id, version }),
          },
          risk,
        ),
      );
    }
  }

  /** Approve, reject (with its reason) or back to pending; recorded with its source for the audit trail. */
  async decide(dto: Decision, inTransaction?: (manager: EntityManager) => Promise<void>): Promise<DecisionReply> {
    // 404 for an ad that does not exist, before anything is recorded.
    await this.ads.send<OwnAd>(ADS_SUBJECTS.reviewInfo, { id: dto.id });
    const reason = dto.status === 'rejected' ? (dto.reason ?? null) : null;
    const decisionId = await this.dataSource.transaction(async (manager) => {
      await inTransaction?.(manager);
      await lockAdReview(manager, dto.id);
      const [row] = await manager.query(
        `INSERT INTO "moderation"."decisions" ("ad_id", "status", "reason", "source", "is_fraud") VALUES ($1, $2, $3, $4, $5)
         RETURNING "id"`,
        [dto.id, dto.status, reason, dto.source, dto.status === 'rejected' && dto.fraud === true],
      );
      await manager.query(
        `UPDATE "moderation"."review_queue" SET "state" = $2::varchar, "decided_at" = CASE WHEN $2::varchar = 'pending' THEN NULL ELSE
           now() END WHERE "ad_id" = $1`,
        [dto.id, dto.status],
      );
      const decisionId = Number(row.id);
      await this.outbox.add(manager, EVENT_SUBJECTS.adDecided, { decisionId, adId: dto.id, status: dto.status, reason });
      return decisionId;
    });
    void this.outbox.flush();
    const { ad } = await this.ads.send<{ ad: OwnAd }>(ADS_SUBJECTS.applyDecision, {
      id: dto.id,
      status: dto.status,
      reason: reason ?? undefined,
      decisionId,
    });
    return { success: true, message: ADMIN_MESSAGES.statusUpdated, ad };
  }

  /**
   * The one-click link of the operator's mail: only the exact signature mailed, unexpired, for the submission it was
   * mailed for (an edit since voids it), and only once.
   */
  async emailAction(dto: EmailActionDto): Promise<DecisionReply> {
    const [queued] = await this.dataSource.query(`SELECT "version" FROM "moderation"."review_queue" WHERE "ad_id" = $1`, [dto.id]);
    const link = queued && readEmailLink(this.env.SESSION_SECRET, { action: dto.action, id: dto.id, version: queued.version }, dto.sig);
    if (!link) throw badRequest(ADMIN_MESSAGES.linkInvalid);
    const approve = dto.action === 'approve';
    const reply = await this.decide(
      {
        id: dto.id,
        status: approve ? 'approved' : 'rejected',
        reason: approve ? undefined : ADMIN_MESSAGES.emailLinkReason,
        source: 'email-link',
      },
      async (manager) => {
        const used: unknown[] = await manager.query(
          `INSERT INTO "moderation"."used_links" ("sig_hash") VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`,
          [usedLinkKey(link)],
        );
        if (!used.length) throw badRequest(ADMIN_MESSAGES.linkInvalid);
      },
    );
    return { ...reply, message: approve ? ADMIN_MESSAGES.autoApproved : ADMIN_MESSAGES.autoRejected };
  }

  /** The banned words found at each ad's last submission, for the back-office's lists (ads without any are left out). */
  async flags(adIds: number[]): Promise<{ flags: Record<number, string[]> }> {
    const rows: { ad_id: number; flagged_words: string[] }[] = await this.dataSource.query(
      `SELECT "ad_id", "flagged_words" FROM "moderation"."review_queue" WHERE "ad_id" = ANY($1::int[]) AND cardinality("flagged_words") >
         0`,
      [adIds],
    );
    return { flags: Object.fromEntries(rows.map((r) => [r.ad_id, r.flagged_words])) };
  }

  async emailSettings(): Promise<EmailSettings> {
    const [row] = await this.dataSource.query(`SELECT "notify_ads", "notify_users" FROM "moderation"."email_settings" WHERE "id" = 1`);
    return { emailNotificationAds: row.notify_ads, emailNotificationUsers: row.notify_users };
  }

  async saveEmailSettings(dto: EmailSettingsDto): Promise<EmailSettings> {
    await this.dataSource.query(`UPDATE "moderation"."email_settings" SET "notify_ads" = $1, "notify_users" = $2 WHERE "id" = 1`, [
      dto.emailNotificationAds,
      dto.emailNotificationUsers,
    ]);
    return this.emailSettings();
  }
}
