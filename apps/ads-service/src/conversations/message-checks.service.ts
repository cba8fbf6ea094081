import { Inject, Injectable } from '@nestjs/common';
import { CONVERSATION_MESSAGES as M, ErrorCode, MESSAGE_LIMITS, RISK_SUBJECTS } from '@surimarkt/contracts';
import { badRequest, rpcError, ServiceClient } from '@surimarkt/server';
import { type EntityManager } from 'typeorm';

export const MODERATION_CLIENT = Symbol('MODERATION_CLIENT');

/** The rules a message meets beyond its DTO: the ads' banned words, and a sender's pace. */
@Injectable()
export class MessageChecks {
  constructor(@Inject(MODERATION_CLIENT) private readonly moderation: ServiceClient) {}

  /**
   * The moderation-service's blacklist, the one ads are held for: a message with such a word is refused outright. A
   * message that only looks like a scam (payment up front, a payment link) is sent, and answers true: its reader is warned.
   */
  async refuseBannedWords(text: string): Promise<{ warning: boolean }> {
    const { allowed, warning } = await this.moderation.send<{ allowed: boolean; warning: boolean }>(RISK_SUBJECTS.checkMessage, { text });
    if (!allowed) throw badRequest(M.bannedWords, { text: M.bannedWords });
    return { warning };
  }

  /**
   * At most MESSAGE_LIMITS.perWindow messages per sender in the window, over all their conversations. The lock makes
   * two messages sent at once by one sender (on any replica) count one after the other.
   */
  async refuseTooMany(manager: EntityManager, senderId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ads.messages:' || $1))`, [senderId]);
    const [{ count }]: { count: string }[] = await manager.query(
      `SELECT count(*) AS "count" FROM "ads"."messages" WHERE "sender_id" = $1 AND "created_at" > now() - make_interval(mins => $2)`,
      [senderId, MESSAGE_LIMITS.windowMinutes],
    );
    if (Number(count) >= MESSAGE_LIMITS.perWindow) throw rpcError(ErrorCode.TooManyRequests, M.tooMany);
  }
}
