import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES as M,
  type AccountUser,
  BILLING_MESSAGES,
  type BusinessAccountRequest,
  type ChangePasswordRequest,
  ErrorCode,
  EVENT_SUBJECTS,
  type ForgotPasswordDto,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterDto,
  type RegisterResponse,
  type ResetPasswordDto,
  type VerifyEmailResponse,
} from '@surimarkt/contracts';
import { DEMO_USER, isRpcCode, OutboxRelay, rpcError, InjectEnv, siteOf } from '@surimarkt/server';
import { DataSource, type EntityManager } from 'typeorm';
import { type Env } from '../config/env';
import { SessionsService } from '../sessions/sessions.service';
import { toAccountUser } from '../users/account-user';
import { UserChanges } from '../users/user-changes.service';
import { isUniqueViolation } from '../users/unique-violation';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';
import { accountExistsMail, resetMail, verificationMail } from './account-mails';
import { KnownDevicesService } from './known-devices.service';
import { LoginThrottleService } from './login-throttle.service';
import { UserTokensService } from '../users/user-tokens.service';
import { RecipientMail } from '../mail/recipient-mail.service';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly sessions: SessionsService,
    private readonly tokens: UserTokensService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: KnownDevicesService,
    private readonly mail: RecipientMail,
    private readonly outbox: OutboxRelay,
    private readonly changes: UserChanges,
  ) {}

  private get users() {
    return this.ds.getRepository(UserEntity);
  }

  /**
   * The same answer whether or not the address has an account (a registration form must not tell who is registered):
   * for a taken address the owner gets a mail saying someone tried, with the way to log in or reset the password.
   */
  async register(dto: RegisterDto): Promise<RegisterResponse> {
    const fields = {
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      phone: dto.phone ?? null,
      location: dto.location ?? null,
    };
    await this.createAccount(dto.password, fields).catch(async (error: unknown) => {
      if (!isRpcCode(error, ErrorCode.Conflict)) throw error;
      const owner = await this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: dto.email }).getOne();
      if (owner) await this.mail.sendInBackground('account-exists', accountExistsMail(owner, this.mailContext()));
    });
    return { success: true, needsVerification: true, message: M.registered };
  }

  /**
   * A business account (accounts spec 2.13) with the id the gateway chose for it (its subscription was made first,
   * under that id). It is logged in at once, so the first payment can follow; the mailed link confirms the address,
   * which posting an ad needs, as for everyone.
   */
  async registerBusiness(dto: BusinessAccountRequest): Promise<LoginResponse> {
    const user = await this.createAccount(
      dto.password,
      {
        id: dto.id,
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email,
        phone: dto.phone,
        location: dto.city,
        companyName: dto.companyName,
        accountType: 'business',
        marketingEmails: dto.acceptMarketing === true,
      },
      (manager, saved) =>
        manager.query(
          `INSERT INTO "accounts"."business_profiles" ("user_id", "company_type", "description", "website", "whatsapp_number", "address",
             "city")
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [saved.id, dto.companyType, dto.description, dto.website ?? null, dto.whatsappNumber ?? null, dto.address, dto.city],
        ),
    );
    return { ...(await this.startSession(user)), message: BILLING_MESSAGES.businessRegistered };
  }

  /** Stores a new user (and what else `extra` writes) with its registration event and activation token, then mails the link. */
  private async createAccount(
    password: string,
    fields: Partial<UserEntity>,
    extra?: (manager: EntityManager, user: UserEntity) => Promise<unknown>,
  ): Promise<UserEntity> {
    const passwordHash = await hashPassword(password);
    let user: UserEntity;
    let token: string;
    try {
      [user, token] = await this.ds.transaction(async (manager) => {
        const saved = await manager.save(manager.create(UserEntity, { ...fields, passwordHash }));
        await extra?.(manager, saved);
        // The operator may want a mail about every new user (back-office setting): the event leaves with the user.
        await this.outbox.add(manager, EVENT_SUBJECTS.userRegistered, {
          userId: saved.id,
          firstName: saved.firstName,
          lastName: saved.lastName,
          email: saved.email,
          accountType: saved.accountType,
        });
        return [saved, await this.tokens.issue(saved, 'verify-email', manager)] as const;
      });
      void this.outbox.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw rpcError(ErrorCode.Conflict, M.emailTaken, { email: M.emailTaken });
      throw error;
    }
    await this.mail.sendInBackground('verify-email', verificationMail(user, token, this.mailContext()));
    return user;
  }

  /** The mailed link: activates the account and logs in (a new session). */
  async verifyEmail(token: string): Promise<VerifyEmailResponse & LoginResponse> {
    const reply = await this.ds.transaction(async (manager): Promise<VerifyEmailResponse & LoginResponse> => {
      const used = await this.tokens.consume(token, 'verify-email', manager);
      if (!used) await this.refuseUsedLink(token, manager);
      // A link confirms the address it was mailed to, and only while that is still the account's address.
      const user = used && (await manager.findOneBy(UserEntity, { id: used.userId }));
      if (!used || !user || used.email !== user.email.toLowerCase()) throw rpcError(ErrorCode.BadRequest, M.verificationInvalid);
      const userId = user.id;
      await manager.update(UserEntity, { id: userId }, { isEmailVerified: true, lastLoginAt: new Date() });
      Object.assign(user, { isEmailVerified: true, lastLoginAt: new Date() });
      const session = await this.sessions.create(userId, manager);
      return {
        success: true,
        autoLogin: true,
        message: M.emailVerified,
        user: toAccountUser(user),
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    });
    await this.changes.changed(reply.user.id);
    return reply;
  }

  /**
   * An activation link that was used before: when it confirmed the account's present address, say the account is
   * already confirmed (409) rather than 'invalid'. It does not log in again: only its first use does.
   */
  private async refuseUsedLink(token: string, manager: EntityManager): Promise<void> {
    const earlier = await this.tokens.usedBy(token, 'verify-email', manager);
    const user = earlier && (await manager.findOneBy(UserEntity, { id: earlier.userId }));
    if (user?.isEmailVerified && earlier?.email === user.email.toLowerCase()) throw rpcError(ErrorCode.Conflict, M.verificationAlreadyUsed);
  }

  async resendVerification(userId: string): Promise<MessageResponse> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw rpcError(ErrorCode.Unauthorized, M.loginRequired);
    if (user.isEmailVerified) throw rpcError(ErrorCode.BadRequest, M.emailAlreadyVerified);
    if (!(await this.mail.allows('verify-email', user.email))) throw rpcError(ErrorCode.TooManyRequests, M.mailTooMany);
    const token = await this.tokens.issue(user, 'verify-email');
    await this.mail.deliver(verificationMail(user, token, this.mailContext()));
    return { success: true, message: M.verificationSent };
  }

  /**
   * Wrong e-mail and wrong password get the same answer in about the same time. Every attempt is counted before the
   * password is checked (per account and per client address), so guesses sent at once are limited as guesses sent in
   * turn: slowed from the second, refused for 15 minutes after five. A device the owner logged in with before has an
   * allowance of its own, so strangers' guesses never lock the owner out of their own phone.
   */
  async login(dto: LoginRequest): Promise<LoginResponse & { device: { token: string; expiresAt: string } }> {
    const user = await this.users.createQueryBuilder('u').where('lower(u.email) = :email', { email: dto.email }).getOne();
    const keys = this.throttle.keys(dto.email, dto.ip, await this.devices.keyOf(dto.deviceToken, user?.id));
    const delay = await this.throttle.count(keys);
    if (delay === null) throw rpcError(ErrorCode.TooManyRequests, M.loginThrottled);
    await sleep(delay);
    const matches = await verifyPassword(dto.password, user?.passwordHash ?? (await dummyHash));
    if (!user || !matches) throw rpcError(ErrorCode.Unauthorized, M.loginFailed);
    if (user.status !== 'active') throw rpcError(ErrorCode.Forbidden, M.accountSuspended);
    await this.throttle.succeeded(keys);
    if (needsRehash(user.passwordHash)) await this.users.update({ id: user.id }, { passwordHash: await hashPassword(dto.password) });
    const device = await this.devices.remember(user.id, dto.deviceToken);
    const session = await this.startSession(user);
    return {
      ...session,
      message: user.isEmailVerified ? session.message : M.loggedInUnconfirmed,
      device: { token: device.token, expiresAt: device.expiresAt.toISOString() },
    };
  }

  /** Quick login as the demo user, for trying the product; refused in production (the gateway answers 404 there). */
  async demoLogin(): Promise<LoginResponse> {
    if (this.env.NODE_ENV === 'production') throw rpcError(ErrorCode.NotFound, M.demoLoginUnavailable);
    const user = await this.users.findOneBy({ id: DEMO_USER.id });
    if (!user) throw rpcError(ErrorCode.NotFound, M.demoLoginUnavailable);
    return this.startSession(user);
  }

  async userOfSession(token: string): Promise<AccountUser | null> {
    const user = await this.sessions.userOf(token);
    return user ? toAccountUser(user) : null;
  }

  async logout(token: string | undefined): Promise<MessageResponse> {
    if (token) {
      await this.sessions.end(token);
      await this.changes.sessionEnded(token);
    }
    return { success: true, message: M.loggedOut };
  }

  /** The same answer whether or not the address has an account: the page must not reveal who is registered. */
  async forgotPassword(dto: ForgotPasswordDto): Promise<MessageResponse> {
    const user = await this.users.createQueryBuilder('u').where('lower(u.email) = :email', { email: dto.email }).getOne();
    if (user && user.status === 'active') {
      // Past the hour's few reset mails nothing is sent, and the answer stays the same (it reveals no account).
      if (await this.mail.allows('reset-password', user.email)) {
        const token = await this.tokens.issue(user, 'reset-password');
        this.mail.deliverInBackground(resetMail(user, token, this.mailContext()));
      }
    }
    return { success: true, message: M.resetLinkSent };
  }

  /** A reset link works once; the new password ends every session (whoever knew the old one is logged out). */
  async resetPassword(dto: ResetPasswordDto): Promise<MessageResponse> {
    const passwordHash = await hashPassword(dto.newPassword);
    const userId = await this.ds.transaction(async (manager) => {
      const used = await this.tokens.consume(dto.token, 'reset-password', manager);
      const user = used && (await manager.findOneBy(UserEntity, { id: used.userId }));
      if (!used || !user) throw rpcError(ErrorCode.BadRequest, M.resetLinkInvalid);
      // The link came by mail, so following it also proves the address it was mailed to (and only that one).
      const provesAddress = used.email === user.email.toLowerCase();
      await manager.update(UserEntity, { id: user.id }, { passwordHash, ...(provesAddress ? { isEmailVerified: true } : {}) });
      await this.sessions.endAllOf(user.id, undefined, manager);
      return user.id;
    });
    await this.changes.changed(userId);
    return { success: true, message: M.passwordReset };
  }

  /** Checks the current password on the server; the other sessions of the user end, this one stays. */
  async changePassword(dto: ChangePasswordRequest): Promise<MessageResponse> {
    const user = await this.users.findOneBy({ id: dto.userId });
    if (!user) throw rpcError(ErrorCode.Unauthorized, M.loginRequired);
    if (!(await verifyPassword(dto.currentPassword, user.passwordHash))) {
      throw rpcError(ErrorCode.Validation, M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
    }
    const passwordHash = await hashPassword(dto.newPassword);
    await this.ds.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { passwordHash });
      await this.sessions.endAllOf(user.id, dto.token, manager);
    });
    await this.changes.changed(user.id);
    return { success: true, message: M.passwordChanged };
  }

  private async startSession(user: UserEntity): Promise<LoginResponse> {
    const lastLoginAt = new Date();
    await this.users.update({ id: user.id }, { lastLoginAt });
    const session = await this.sessions.create(user.id);
    return {
      success: true,
      message: M.loggedIn,
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: toAccountUser({ ...user, lastLoginAt }),
    };
  }

  private mailContext() {
    return siteOf(this.env);
  }
}
