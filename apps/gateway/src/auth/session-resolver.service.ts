import { Injectable } from '@nestjs/common';
import { ACCOUNT_SUBJECTS, type AccountUser, CACHE_NOTICES, type TokenEndedNotice, type UserChangedNotice } from '@surimarkt/contracts';
import { type Request } from 'express';
import { LRUCache } from 'lru-cache';
import { filter, type Observable, Subject } from 'rxjs';
import { CacheNotices } from '../common/cache-notices.service';
import { InjectEnv } from '@surimarkt/server';
import { tokenKey } from '../common/token-key';
import { RpcClient } from '../common/rpc-client.service';
import { type Env } from '../config/env';
import { readCookie, SESSION_COOKIE } from './session-cookies';

export interface ResolvedSession {
  token: string;
  /** Where the token came from: a cookie needs the same-origin check on writes, a bearer header does not. */
  via: 'cookie' | 'bearer';
  user: AccountUser | null;
}

/**
 * Finds the session of a request and its user at the accounts-service. Answers are kept SESSION_CACHE_TTL_MS
 * (1 s by default), so a logged-in user's requests cost no extra round trip. A change to the user (their own write,
 * a logout, a password change, a suspension) reaches every gateway as a cache notice before the accounts-service
 * answers, so it shows at once everywhere; the time-out only covers a notice lost in a broker outage.
 */
@Injectable()
export class SessionResolver {
  private readonly cache: LRUCache<string, { user: AccountUser | null }> | null;
  /** Every session ended and every account changed that this replica hears of, after its cache has forgotten them. */
  private readonly notices = new Subject<{ tokenHash: string } | { userId: string }>();

  constructor(
    private readonly rpc: RpcClient,
    @InjectEnv() env: Env,
    notices: CacheNotices,
  ) {
    this.cache = env.SESSION_CACHE_TTL_MS > 0 ? new LRUCache({ max: 10_000, ttl: env.SESSION_CACHE_TTL_MS }) : null;
    notices.on<UserChangedNotice>(CACHE_NOTICES.userChanged, ({ userId }) => {
      this.forgetUser(userId);
      this.notices.next({ userId });
    });
    notices.on<TokenEndedNotice>(CACHE_NOTICES.sessionEnded, ({ tokenHash }) => {
      this.cache?.delete(tokenHash);
      this.notices.next({ tokenHash });
    });
    notices.afterReconnect(() => this.cache?.clear());
  }

  /** The request's token: `Authorization: Bearer` first (API clients), else the session cookie. */
  tokenOf(req: Request): Pick<ResolvedSession, 'token' | 'via'> | null {
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ')) {
      const token = auth.slice(7).trim();
      if (token) return { token, via: 'bearer' };
    }
    const token = readCookie(req, SESSION_COOKIE);
    return token ? { token, via: 'cookie' } : null;
  }

  async resolve(req: Request): Promise<ResolvedSession | null> {
    const found = this.tokenOf(req);
    // Tokens are 43 URL-safe characters; anything else cannot be a session and is not sent on.
    if (!found || !/^[A-Za-z0-9_-]{20,100}$/.test(found.token)) return null;
    return { ...found, user: await this.userOfToken(found.token) };
  }

  /** The user a token is a live session of, or null. */
  async userOfToken(token: string): Promise<AccountUser | null> {
    const key = tokenKey(token);
    let entry = this.cache?.get(key);
    if (!entry) {
      entry = await this.rpc.send<{ user: AccountUser | null }>(ACCOUNT_SUBJECTS.session, { token });
      this.cache?.set(key, entry);
    }
    return entry.user;
  }

  /**
   * Emits when this session may have ended: its logout, or a change to its user (a password change ends their other
   * sessions, a suspension or deletion all of them). Whoever holds something open for the session checks it again.
   */
  mayHaveEnded(token: string, userId: string): Observable<unknown> {
    const key = tokenKey(token);
    return this.notices.pipe(filter((notice) => ('tokenHash' in notice ? notice.tokenHash === key : notice.userId === userId)));
  }

  /** This replica forgets the session at once (logout); the others hear the accounts-service's notice. */
  forget(token: string): void {
    this.cache?.delete(tokenKey(token));
  }

  /** Every cached session of the user: their account changed. */
  forgetUser(userId: string): void {
    if (!this.cache) return;
    for (const [key, entry] of this.cache.entries()) if (entry.user?.id === userId) this.cache.delete(key);
  }
}
