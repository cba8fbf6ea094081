import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { randomToken, tokenHash } from '../sessions/token-hash';

export type TokenPurpose = 'verify-email' | 'reset-password';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 3600 * 1000,
  'reset-password': 3600 * 1000,
};

/** The tokens of mailed links: random, stored hashed, single use, expiring. */
@Injectable()
export class UserTokensService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** A new link token; the older unused tokens of the same purpose stop working (only the latest mail counts). */
  async issue(
    userId: string,
    purpose: TokenPurpose,
    manager: EntityManager = this.ds.manager,
    lifetimeMs = TOKEN_LIFETIME_MS[purpose],
  ): Promise<string> {
    const token = randomToken();
    await manager.query('DELETE FROM accounts.user_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
    await manager.query('INSERT INTO accounts.user_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
      tokenHash(token),
      userId,
      purpose,
      new Date(Date.now() + lifetimeMs),
    ]);
    return token;
  }

  /** Uses the token up and answers its user, or null when it is unknown, used, expired or for another purpose. */
  async consume(token: string, purpose: TokenPurpose, manager: EntityManager = this.ds.manager): Promise<string | null> {
    const [rows] = await manager.query(
      `UPDATE accounts.user_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash(token), purpose],
    );
    return (rows as { user_id: string }[])[0]?.user_id ?? null;
  }
}
