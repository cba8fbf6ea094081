import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { randomToken, tokenHash } from './token-hash';

export type TokenPurpose = 'verify-email' | 'reset-password';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 3600 * 1000,
  'reset-password': 3600 * 1000,
};

/** A used link: whose it is and the address it was mailed to (it proves that address, and no other). */
export interface ConsumedToken {
  userId: string;
  email: string | null;
}

/** The tokens of mailed links: random, stored hashed, single use, expiring, bound to the address they were sent to. */
@Injectable()
export class UserTokensService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** A new link token for a mail to `email`; the older unused tokens of the same purpose stop working (only the latest mail counts). */
  async issue(
    user: { id: string; email: string },
    purpose: TokenPurpose,
    manager: EntityManager = this.ds.manager,
    lifetimeMs = TOKEN_LIFETIME_MS[purpose],
  ): Promise<string> {
    const token = randomToken();
    await manager.query('DELETE FROM accounts.user_tokens WHERE user_id = $1 AND purpose = $2', [user.id, purpose]);
    await manager.query('INSERT INTO accounts.user_tokens (token_hash, user_id, purpose, expires_at, email) VALUES ($1, $2, $3, $4, $5)', [
      tokenHash(token),
      user.id,
      purpose,
      new Date(Date.now() + lifetimeMs),
      user.email.toLowerCase(),
    ]);
    return token;
  }

  /** Uses the token up; null when it is unknown, used, expired or for another purpose. */
  async consume(token: string, purpose: TokenPurpose, manager: EntityManager = this.ds.manager): Promise<ConsumedToken | null> {
    const [rows] = await manager.query(
      `UPDATE accounts.user_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id, email`,
      [tokenHash(token), purpose],
    );
    const row = (rows as { user_id: string; email: string | null }[])[0];
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  /** Whose a token was once it is used up (a link opened a second time); null when it is unknown or unused. */
  async usedBy(token: string, purpose: TokenPurpose, manager: EntityManager = this.ds.manager): Promise<ConsumedToken | null> {
    const [row] = (await manager.query(
      `SELECT user_id, email FROM accounts.user_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NOT NULL`,
      [tokenHash(token), purpose],
    )) as { user_id: string; email: string | null }[];
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  /** Every unused link of the user stops working (their address changed: the links went to the old one). */
  async revokeAll(userId: string, manager: EntityManager = this.ds.manager): Promise<void> {
    await manager.query('DELETE FROM accounts.user_tokens WHERE user_id = $1 AND used_at IS NULL', [userId]);
  }
}
