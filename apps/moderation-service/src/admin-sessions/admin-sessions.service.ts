import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_MESSAGES as M, type AdminLoginResponse, CACHE_NOTICES, ErrorCode, type TokenEndedNotice } from '@surimarkt/contracts';
import { countAttempt, EventBus, InjectEnv, pruneAttempts, rpcError, uncountAttempt } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { type Env } from '../config/env';

const SESSION_HOURS = 24;
/** One password guards the whole back-office: a few wrong guesses per address, then a pause. */
const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;
const ATTEMPTS = '"moderation"."admin_login_attempts"';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The back-office login: the password checked here, and 24-hour tokens stored as hashes. */
@Injectable()
export class AdminSessionsService {
  private readonly password: Buffer;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly bus: EventBus,
    @InjectEnv() env: Env,
  ) {
    this.password = sha256(env.ADMIN_PASSWORD);
  }

  /**
   * The attempt is counted before the password is checked, in one statement, so forty guesses sent at once from one
   * address get ten answers and thirty refusals, on every replica and gateway alike. A right password gives its
   * attempt back: the operator's own logins never use up the address's allowance.
   */
  async login(password: string, ip = ''): Promise<AdminLoginResponse> {
    const key = `ip:${ip}`;
    if ((await countAttempt(this.ds, ATTEMPTS, key, WINDOW_SECONDS)) > MAX_FAILURES) {
      throw rpcError(ErrorCode.TooManyRequests, M.loginThrottled);
    }
    // Hashes of equal length, compared in constant time: the answer's timing says nothing about the password.
    if (!timingSafeEqual(sha256(password), this.password)) throw rpcError(ErrorCode.Unauthorized, M.wrongPassword);
    await uncountAttempt(this.ds, ATTEMPTS, key);
    await pruneAttempts(this.ds, ATTEMPTS, WINDOW_SECONDS);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600 * 1000);
    await this.ds.query('DELETE FROM moderation.admin_sessions WHERE expires_at < now()');
    await this.ds.query('INSERT INTO moderation.admin_sessions (token_hash, expires_at) VALUES ($1, $2)', [sha256(token), expiresAt]);
    // The trail names a session by the start of its token's hash, as the gateway does for every later action.
    await this.ds.query(`INSERT INTO moderation.audit_log (action, session, ip) VALUES ('admin.login', $1, $2)`, [
      sha256(token).toString('hex').slice(0, 12),
      ip || null,
    ]);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async isLive(token: string): Promise<boolean> {
    const [row] = await this.ds.query('SELECT 1 FROM moderation.admin_sessions WHERE token_hash = $1 AND expires_at > now()', [
      sha256(token),
    ]);
    return Boolean(row);
  }

  /** The token ends here and, before the answer, in every gateway's cache (a notice; an outage only delays it). */
  async logout(token: string): Promise<void> {
    await this.ds.query('DELETE FROM moderation.admin_sessions WHERE token_hash = $1', [sha256(token)]);
    const notice: TokenEndedNotice = { tokenHash: sha256(token).toString('hex') };
    await this.bus.broadcast(CACHE_NOTICES.adminSessionEnded, notice).catch(() => undefined);
  }
}
