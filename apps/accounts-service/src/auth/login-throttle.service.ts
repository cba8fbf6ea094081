import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Failures counted over this window; a success for the e-mail clears its count. */
const WINDOW = '15 minutes';
/** Guessing one account's password: refused after this many failures for its e-mail address. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Many phones share one address on Suriname's mobile networks: the per-address limit is far higher. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Each failure beyond the first adds this much delay to the next answer, up to SLOWDOWN_MAX_MS. */
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 1500;

/** Repeated failed logins for one account or one address are slowed, then refused for a while. */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Failures in the window for the e-mail and for the address. */
  async failures(email: string, ip?: string): Promise<{ email: number; ip: number }> {
    const [row] = await this.ds.query(
      `SELECT count(*) FILTER (WHERE key = $1)::int AS email, count(*) FILTER (WHERE key = $2)::int AS ip
         FROM accounts.login_failures WHERE key IN ($1, $2) AND failed_at > now() - interval '${WINDOW}'`,
      [`email:${email}`, `ip:${ip ?? ''}`],
    );
    return row;
  }

  isRefused(counts: { email: number; ip: number }): boolean {
    return counts.email >= MAX_FAILURES_PER_EMAIL || counts.ip >= MAX_FAILURES_PER_ADDRESS;
  }

  delayMs(counts: { email: number; ip: number }): number {
    return Math.min(SLOWDOWN_MAX_MS, Math.max(0, counts.email - 1) * SLOWDOWN_STEP_MS);
  }

  /** Records a failure and forgets those outside the window for the same keys, so the table stays small. */
  async recordFailure(email: string, ip?: string): Promise<void> {
    const keys = [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];
    await this.ds.query(`DELETE FROM accounts.login_failures WHERE key = ANY($1) AND failed_at <= now() - interval '${WINDOW}'`, [keys]);
    await this.ds.query('INSERT INTO accounts.login_failures (key) SELECT unnest($1::varchar[])', [keys]);
  }

  async clear(email: string): Promise<void> {
    await this.ds.query('DELETE FROM accounts.login_failures WHERE key = $1', [`email:${email}`]);
  }
}
