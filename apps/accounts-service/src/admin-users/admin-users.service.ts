import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_USER_MESSAGES as M,
  type AdminCreateUserDto,
  type AdminSetUserStatusRequest,
  type AdminUser,
  type AdminUserStatistics,
  ErrorCode,
} from '@surimarkt/contracts';
import { notFound, rpcError, InjectEnv, siteOf } from '@surimarkt/server';
import { RecipientMail } from '../mail/recipient-mail.service';
import { DataSource } from 'typeorm';
import { inviteMail } from '../auth/account-mails';
import { UserTokensService } from '../users/user-tokens.service';
import { type Env } from '../config/env';
import { hashPassword } from '../users/password-hasher';
import { isUniqueViolation } from '../users/unique-violation';
import { UserChanges } from '../users/user-changes.service';
import { UserRemoval } from '../users/user-removal.service';
import { UserEntity } from '../users/user.entity';

type AdminUserRow = Omit<AdminUser, 'adCount' | 'createdAt'> & { createdAt: Date };
const COLUMNS = `"id", "first_name" AS "firstName", "last_name" AS "lastName", "email", "status", "created_at" AS "createdAt"`;
const INVITE_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** The operator's view of the users: the list, the counters, adding, suspending and deleting. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectEnv() private readonly env: Env,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly tokens: UserTokensService,
    private readonly mail: RecipientMail,
    private readonly changes: UserChanges,
    private readonly removal: UserRemoval,
  ) {}

  /** Newest first; the number of ads is the ads-service's, filled in by the gateway. */
  async list(accountType?: 'user' | 'business'): Promise<{ users: Omit<AdminUser, 'adCount'>[] }> {
    const rows: AdminUserRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM "accounts"."users" WHERE $1::varchar IS NULL OR "account_type" = $1 ORDER BY "created_at" DESC, "id" LIMIT
         5000`,
      [accountType ?? null],
    );
    return { users: rows.map(toAdminUser) };
  }

  async byIds(userIds: string[]): Promise<{ users: Omit<AdminUser, 'adCount'>[] }> {
    const rows: AdminUserRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM "accounts"."users" WHERE "id" = ANY($1::uuid[])`, [userIds]);
    return { users: rows.map(toAdminUser) };
  }

  /** "Today" is Suriname's day, whatever the server's time zone. */
  async statistics(): Promise<AdminUserStatistics> {
    const [row] = await this.ds.query(
      `SELECT count(*)::int AS "totalUsers", count(*) FILTER (WHERE "status" = 'active')::int AS "activeUsers",
              count(*) FILTER (WHERE "status" = 'suspended')::int AS "suspendedUsers",
              count(*) FILTER (WHERE "created_at" >= date_trunc('day', now() AT TIME ZONE 'America/Paramaribo') AT TIME ZONE
                'America/Paramaribo')::int AS "newUsersToday"
         FROM "accounts"."users"`,
    );
    return row;
  }

  /** A real account with an unusable password; the mailed link (7 days, once) lets the person choose one. */
  async create(dto: AdminCreateUserDto): Promise<{ success: true; message: string; user: Omit<AdminUser, 'adCount'> }> {
    const [firstName, ...rest] = dto.name.split(/\s+/);
    const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
    try {
      const { user, token } = await this.ds.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(UserEntity, { firstName, lastName: rest.join(' '), email: dto.email, passwordHash }),
        );
        return { user: saved, token: await this.tokens.issue(saved, 'reset-password', manager, INVITE_LIFETIME_MS) };
      });
      await this.mail.sendInBackground('invite', inviteMail(user, token, siteOf(this.env)));
      return { success: true, message: M.created, user: toAdminUser(user) };
    } catch (error) {
      if (isUniqueViolation(error)) throw rpcError(ErrorCode.Conflict, M.emailTaken, { email: M.emailTaken });
      throw error;
    }
  }

  /** A suspended user's sessions stop working at once (the session lookup only accepts active users) and login is refused. */
  async setStatus(dto: AdminSetUserStatusRequest): Promise<{ success: true; message: string; user: Omit<AdminUser, 'adCount'> }> {
    const [rows]: [AdminUserRow[], number] = await this.ds.query(
      `UPDATE "accounts"."users" SET "status" = $2 WHERE "id" = $1 RETURNING ${COLUMNS}`,
      [dto.id, dto.status],
    );
    if (!rows.length) throw notFound(M.notFound);
    await this.changes.changed(dto.id);
    return { success: true, message: dto.status === 'suspended' ? M.suspended : M.reactivated, user: toAdminUser(rows[0]) };
  }

  /** The operator deletes a user: their ads, a business's package, then the account (see UserRemoval). */
  async remove(id: string): Promise<{ success: true; message: string }> {
    if (!(await this.removal.remove(id))) throw notFound(M.notFound);
    return { success: true, message: M.deleted };
  }
}

function toAdminUser(row: AdminUserRow | UserEntity): Omit<AdminUser, 'adCount'> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
