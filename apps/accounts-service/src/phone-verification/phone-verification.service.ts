import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES as M,
  ErrorCode,
  EVENT_SUBJECTS,
  type UserPhoneChangedEvent,
  type MessageResponse,
  type UserUpdatedResponse,
  type VerifyPhoneRequest,
} from '@surimarkt/contracts';
import { countAttempt, InjectEnv, OutboxRelay, phoneE164, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { toAccountUser } from '../users/account-user';
import { UserChanges } from '../users/user-changes.service';
import { UserEntity } from '../users/user.entity';
import { smsDestination } from './sms-destination';
import { SmsSenderService } from './sms-sender.service';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CODE_MAX_TRIES = 5;
const SENDS = '"accounts"."sms_sends"';
/** Codes sent per user and per number: enough for a typo and a retry, never an SMS bill run up by one account. */
const SEND_LIMITS = [
  { suffix: 'h', seconds: 3600, max: 3 },
  { suffix: 'd', seconds: 86400, max: 10 },
] as const;

const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** A phone number proven by a 6-digit code sent by SMS (accounts spec 2.8). */
@Injectable()
export class PhoneVerificationService {
  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly sms: SmsSenderService,
    private readonly changes: UserChanges,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Without a code: sends a new 6-digit code by SMS. With one: checks it (10 minutes, 5 tries). */
  verify(dto: VerifyPhoneRequest): Promise<MessageResponse | UserUpdatedResponse> {
    return dto.code ? this.check(dto.userId, dto.phone, dto.code) : this.send(dto.userId, dto.phone, dto.ip);
  }

  /**
   * Only for a confirmed account, only to a mobile number of an allowed country, at most 3 an hour and 10 a day per user
   * and per number, and within the hour's ceilings per client address and for the whole site.
   */
  private async send(userId: string, phone: string, ip: string | undefined): Promise<MessageResponse> {
    const user = await this.user(userId);
    if (!user.isEmailVerified) throw rpcError(ErrorCode.Forbidden, M.smsEmailNotVerified);
    const destination = smsDestination(phone, this.env.SMS_ALLOWED_PREFIXES);
    if ('refused' in destination) throw rpcError(ErrorCode.Validation, destination.refused, { phone: destination.refused });
    for (const key of [`user:${user.id}`, `phone:${destination.e164}`]) {
      for (const limit of SEND_LIMITS) {
        if ((await countAttempt(this.ds, SENDS, `${key}:${limit.suffix}`, limit.seconds)) > limit.max) {
          throw rpcError(ErrorCode.TooManyRequests, M.smsTooMany);
        }
      }
    }
    await this.withinCeilings(ip);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.ds.query(
      `INSERT INTO accounts.phone_codes (user_id, phone, code_hash, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET phone = $2, code_hash = $3, expires_at = $4, attempts = 0`,
      [user.id, phone, codeHash(user.id, code), new Date(Date.now() + CODE_LIFETIME_MS)],
    );
    await this.sms.send(destination.e164, `Je ${this.env.SITE_NAME} verificatiecode is ${code}. De code is 10 minuten geldig.`);
    return { success: true, message: M.codeSent };
  }

  private async check(userId: string, phone: string, code: string): Promise<UserUpdatedResponse> {
    const user = await this.user(userId);
    const [row] = await this.ds
      .query(
        `UPDATE accounts.phone_codes SET attempts = attempts + 1 WHERE user_id = $1
         RETURNING phone, code_hash, expires_at, attempts`,
        [user.id],
      )
      .then(([rows]) => rows as { phone: string; code_hash: Buffer; expires_at: Date; attempts: number }[]);
    if (!row || row.phone !== phone) throw rpcError(ErrorCode.Validation, M.codeInvalid, { code: M.codeInvalid });
    if (row.attempts > CODE_MAX_TRIES) throw rpcError(ErrorCode.Validation, M.codeTooManyTries, { code: M.codeTooManyTries });
    if (row.expires_at.getTime() < Date.now()) throw rpcError(ErrorCode.Validation, M.codeExpired, { code: M.codeExpired });
    if (!timingSafeEqual(row.code_hash, codeHash(user.id, code)))
      throw rpcError(ErrorCode.Validation, M.codeInvalid, { code: M.codeInvalid });
    await this.ds.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { phone: row.phone, isPhoneVerified: true });
      await manager.query('DELETE FROM accounts.phone_codes WHERE user_id = $1', [user.id]);
      // The ads-service marks the user's ads with this number 'Nummer geverifieerd'.
      const event: Omit<UserPhoneChangedEvent, 'eventId'> = {
        userId: user.id,
        verifiedPhone: phoneE164(row.phone),
        changedAt: new Date().toISOString(),
      };
      await this.outbox.add(manager, EVENT_SUBJECTS.userPhoneChanged, event);
    });
    void this.outbox.flush();
    await this.changes.changed(user.id);
    return { success: true, message: M.phoneVerified, user: toAccountUser(await this.user(user.id)) };
  }

  /** The hour's ceilings over all accounts; the first code past one alerts the operator, once per ceiling and hour. */
  private async withinCeilings(ip: string | undefined): Promise<void> {
    const ceilings = [
      ...(ip ? [{ key: `ip:${ip}:h`, max: this.env.SMS_MAX_PER_ADDRESS_HOUR, message: M.smsTooMany, what: `van adres ${ip}` }] : []),
      { key: 'all:h', max: this.env.SMS_MAX_PER_HOUR, message: M.smsBusy, what: 'voor de hele site' },
    ];
    for (const ceiling of ceilings) {
      const sent = await countAttempt(this.ds, SENDS, ceiling.key, 3600);
      if (sent <= ceiling.max) continue;
      if (sent === ceiling.max + 1) await this.alertOperator(`Plafond van ${ceiling.max} sms-codes per uur ${ceiling.what} bereikt`);
      throw rpcError(ErrorCode.TooManyRequests, ceiling.message);
    }
  }

  private async alertOperator(subject: string): Promise<void> {
    await this.ds.transaction((manager) =>
      this.outbox.add(manager, EVENT_SUBJECTS.operatorAlert, {
        subject,
        paragraphs: [
          `${subject}. Verdere codes worden dit uur geweigerd. Dit kan SMS-pompen zijn: veel codes naar betaalde nummers op onze kosten.`,
        ],
        adminPath: '/admin?tab=gebruikers',
      }),
    );
    void this.outbox.flush();
  }

  private async user(userId: string): Promise<UserEntity> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw rpcError(ErrorCode.Unauthorized, M.loginRequired);
    return user;
  }
}
