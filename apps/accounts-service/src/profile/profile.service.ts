import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES as M,
  type DeleteAccountRequest,
  ErrorCode,
  EVENT_SUBJECTS,
  type MessageResponse,
  type NotificationSettings,
  type SetNotificationsRequest,
  type UpdateProfileRequest,
  type UserPhoneChangedEvent,
  type UserUpdatedResponse,
} from '@surimarkt/contracts';
import { InjectEnv, OutboxRelay, rpcError, siteOf } from '@surimarkt/server';
import { RecipientMail } from '../mail/recipient-mail.service';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';
import { toAccountUser } from '../users/account-user';
import { UserChanges } from '../users/user-changes.service';
import { UserRemoval } from '../users/user-removal.service';
import { UserTokensService } from '../users/user-tokens.service';
import { emailChangedMail, verificationMail } from '../auth/account-mails';
import { isUniqueViolation } from '../users/unique-violation';
import { verifyPassword } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';

/** The signed-in user's own data: profile, notification settings, deletion. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly changes: UserChanges,
    private readonly removal: UserRemoval,
    private readonly tokens: UserTokensService,
    private readonly mail: RecipientMail,
    private readonly outbox: OutboxRelay,
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
    const losesVerifiedPhone = user.isPhoneVerified && (dto.phone ?? null) !== user.phone;
    if ((dto.phone ?? null) !== user.phone) changes.isPhoneVerified = false;
    let link: string | null = null;
    try {
      link = await this.ds.transaction(async (manager) => {
        await manager.update(UserEntity, { id: user.id }, changes);
        if (losesVerifiedPhone) {
          // Until the new number passes the code check, no ad of theirs says 'Nummer geverifieerd'.
          const event: Omit<UserPhoneChangedEvent, 'eventId'> = {
            userId: user.id,
            verifiedPhone: null,
            changedAt: new Date().toISOString(),
          };
          await this.outbox.add(manager, EVENT_SUBJECTS.userPhoneChanged, event);
        }
        if (!isNewEmail) return null;
        await this.tokens.revokeAll(user.id, manager);
        return this.tokens.issue({ id: user.id, email: dto.email }, 'verify-email', manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw rpcError(ErrorCode.Conflict, M.emailTaken, { email: M.emailTaken });
      throw error;
    }
    if (losesVerifiedPhone) void this.outbox.flush();
    await this.changes.changed(user.id);
    if (link) {
      const context = siteOf(this.env);
      await this.mail.sendInBackground('verify-email', verificationMail({ email: dto.email, firstName: dto.firstName }, link, context));
      await this.mail.sendInBackground('email-changed', emailChangedMail(user, dto.email, context));
      return { success: true, message: M.emailChangePending, user: toAccountUser(await this.user(user.id)) };
    }
    return { success: true, message: M.profileUpdated, user: toAccountUser(await this.user(user.id)) };
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

  /** The owner deletes their account with their password: their ads, a business's package, then the account. */
  async delete(dto: DeleteAccountRequest): Promise<MessageResponse> {
    const user = await this.user(dto.userId);
    if (!(await verifyPassword(dto.password, user.passwordHash))) {
      throw rpcError(ErrorCode.Validation, M.passwordWrong, { password: M.passwordWrong });
    }
    await this.removal.remove(user.id);
    return { success: true, message: M.accountDeleted };
  }
}
