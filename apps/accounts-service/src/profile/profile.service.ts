import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES as M,
  type DeleteAccountRequest,
  ErrorCode,
  type MessageResponse,
  type NotificationSettings,
  type SetNotificationsRequest,
  type UpdateProfileRequest,
  type UserUpdatedResponse,
  type VerifyPhoneRequest,
} from '@surimarkt/contracts';
import { MailerService, rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { readEnv } from '../config/env';
import { SmsSenderService } from '../sms/sms-sender.service';
import { toAccountUser } from '../users/account-user';
import { UserChanges } from '../users/user-changes.service';
import { UserTokensService } from '../users/user-tokens.service';
import { emailChangedMail, verificationMail } from '../auth/account-mails';
import { isUniqueViolation } from '../users/unique-violation';
import { verifyPassword } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CODE_MAX_TRIES = 5;

const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** The signed-in user's own data: profile, phone verification, notification settings, deletion. */
@Injectable()
export class ProfileService {
  private readonly env = readEnv();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly sms: SmsSenderService,
    private readonly changes: UserChanges,
    private readonly tokens: UserTokensService,
    private readonly mailer: MailerService,
  ) {}

  private get users() {
    return this.ds.getRepository(UserEntity);
  }

  private async user(userId: string): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw rpcError(ErrorCode.Unauthorized, M.loginRequired);
    return user;
  }

  /**
   * A new phone number must be verified again. A new e-mail address takes the current password; it counts as
   * unconfirmed until the link mailed to it is opened (older links stop working), and the old address is told.
   */
  async update(dto: UpdateProfileRequest): Promise<UserUpdatedResponse> {
    const user = await this.user(dto.userId);
    const isNewEmail = dto.email.toLowerCase() !== user.email.toLowerCase();
    if (isNewEmail) {
      if (!dto.currentPassword)
        throw rpcError(ErrorCode.Validation, M.currentPasswordForEmail, { currentPassword: M.currentPasswordForEmail });
      if (!(await verifyPassword(dto.currentPassword, user.passwordHash))) {
        throw rpcError(ErrorCode.Validation, M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
      }
    }
    const changes: Partial<UserEntity> = {
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      phone: dto.phone ?? null,
      location: dto.location,
      bio: dto.bio ?? null,
      companyName: dto.companyName ?? null,
    };
    if (isNewEmail) changes.isEmailVerified = false;
    if ((dto.phone ?? null) !== user.phone) changes.isPhoneVerified = false;
    let link: string | null = null;
    try {
      link = await this.ds.transaction(async (manager) => {
        await manager.update(UserEntity, { id: user.id }, changes);
        if (!isNewEmail) return null;
        await this.tokens.revokeAll(user.id, manager);
        return this.tokens.issue({ id: user.id, email: dto.email }, 'verify-email', manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw rpcError(ErrorCode.Conflict, M.emailTaken, { email: M.emailTaken });
      throw error;
    }
    await this.changes.changed(user.id);
    if (link) {
      const context = { publicUrl: this.env.PUBLIC_URL.replace(/\/$/, ''), siteName: this.env.SITE_NAME };
      this.mailer.sendInBackground(verificationMail({ email: dto.email, firstName: dto.firstName }, link, context));
      this.mailer.sendInBackground(emailChangedMail(user, dto.email, context));
      return { success: true, message: M.emailChangePending, user: toAccountUser(await this.user(user.id)) };
    }
    return { success: true, message: M.profileUpdated, user: toAccountUser(await this.user(user.id)) };
  }

  /** Without a code: sends a new 6-digit code by SMS. With one: checks it (10 minutes, 5 tries). */
  async verifyPhone(dto: VerifyPhoneRequest): Promise<MessageResponse | UserUpdatedResponse> {
    const user = await this.user(dto.userId);
    if (!dto.code) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await this.ds.query(
        `INSERT INTO accounts.phone_codes (user_id, phone, code_hash, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET phone = $2, code_hash = $3, expires_at = $4, attempts = 0`,
        [user.id, dto.phone, codeHash(user.id, code), new Date(Date.now() + CODE_LIFETIME_MS)],
      );
      await this.sms.send(dto.phone, `Je ${this.env.SITE_NAME} verificatiecode is ${code}. De code is 10 minuten geldig.`);
      return { success: true, message: M.codeSent };
    }
    const [row] = await this.ds
      .query(
        `UPDATE accounts.phone_codes SET attempts = attempts + 1 WHERE user_id = $1
       RETURNING phone, code_hash, expires_at, attempts`,
        [user.id],
      )
      .then(([rows]) => rows as { phone: string; code_hash: Buffer; expires_at: Date; attempts: number }[]);
    if (!row || row.phone !== dto.phone) throw rpcError(ErrorCode.Validation, M.codeInvalid, { code: M.codeInvalid });
    if (row.attempts > CODE_MAX_TRIES) throw rpcError(ErrorCode.Validation, M.codeTooManyTries, { code: M.codeTooManyTries });
    if (row.expires_at.getTime() < Date.now()) throw rpcError(ErrorCode.Validation, M.codeExpired, { code: M.codeExpired });
    if (!timingSafeEqual(row.code_hash, codeHash(user.id, dto.code)))
      throw rpcError(ErrorCode.Validation, M.codeInvalid, { code: M.codeInvalid });
    await this.ds.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { phone: row.phone, isPhoneVerified: true });
      await manager.query('DELETE FROM accounts.phone_codes WHERE user_id = $1', [user.id]);
    });
    await this.changes.changed(user.id);
    return { success: true, message: M.phoneVerified, user: toAccountUser(await this.user(user.id)) };
  }

  async notifications(userId: string): Promise<NotificationSettings> {
    const user = await this.user(userId);
    return {
      emailNotifications: user.emailNotifications,
      pushNotifications: user.pushNotifications,
      marketingEmails: user.marketingEmails,
    };
  }

  async setNotifications(dto: SetNotificationsRequest): Promise<NotificationSettings> {
    const { userId, ...settings } = dto;
    await this.user(userId);
    await this.users.update({ id: userId }, settings);
    return this.notifications(userId);
  }

  /** The confirmation a deletion needs; checked before the gateway asks the ads-service to remove the user's ads. */
  async checkPassword(dto: DeleteAccountRequest): Promise<MessageResponse> {
    const user = await this.user(dto.userId);
    if (!(await verifyPassword(dto.password, user.passwordHash)))
      throw rpcError(ErrorCode.Validation, M.passwordWrong, { password: M.passwordWrong });
    return { success: true, message: M.accountDeleted };
  }

  /** Removes the user and with them (ON DELETE CASCADE) every session, token, code and setting. */
  async delete(dto: DeleteAccountRequest): Promise<MessageResponse> {
    const result = await this.checkPassword(dto);
    await this.users.delete({ id: dto.userId });
    await this.changes.changed(dto.userId);
    return result;
  }
}
