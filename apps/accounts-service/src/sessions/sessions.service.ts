import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { randomToken, tokenHash } from '../users/token-hash';

export const SESSION_DAYS = 30;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Server-side sessions: a logout, a password reset or a deleted account ends them for real. */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async create(userId: string, manager: EntityManager = this.ds.manager): Promise<NewSession> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    await manager.query('INSERT INTO accounts.sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash(token),
      userId,
      expiresAt,
    ]);
    return { token, expiresAt };
  }

  /** The active user of a live session, or null (unknown, expired, or a suspended account). */
  async userOf(token: string): Promise<UserEntity | null> {
    const [row] = await this.ds.query(
      `SELECT s.user_id FROM accounts.sessions s JOIN accounts.users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND u.status = 'active'`,
      [tokenHash(token)],
    );
    return row ? this.ds.getRepository(UserEntity).findOneBy({ id: row.user_id }) : null;
  }

  async end(token: string): Promise<void> {
    await this.ds.query('DELETE FROM accounts.sessions WHERE token_hash = $1', [tokenHash(token)]);
  }

  /** Ends every session of the user, but the one given (the session that changed the password stays). */
  async endAllOf(userId: string, except?: string, manager: EntityManager = this.ds.manager): Promise<void> {
    await manager.query('DELETE FROM accounts.sessions WHERE user_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)', [
      userId,
      except ? tokenHash(except) : null,
    ]);
  }
}
