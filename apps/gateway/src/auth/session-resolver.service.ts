import { Injectable } from '@nestjs/common';
import { ACCOUNT_SUBJECTS, type AccountUser } from '@surimarkt/contracts';
import { type Request } from 'express';
import { LRUCache } from 'lru-cache';
import { InjectEnv } from '../common/gateway-env';
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
 * (1 s by default): a logged-in user's requests cost no extra round trip, and a logout, password change or
 * deletion still ends the session on every gateway replica within that time.
 */
@Injectable()
export class SessionResolver {
  private readonly cache: LRUCache<string, { user: AccountUser | null }> | null;

  constructor(
    private readonly rpc: RpcClient,
    @InjectEnv() env: Env,
  ) {
    this.cache = env.SESSION_CACHE_TTL_MS > 0 ? new LRUCache({ max: 10_000, ttl: env.SESSION_CACHE_TTL_MS }) : null;
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
    let entry = this.cache?.get(found.token);
    if (!entry) {
      entry = await this.rpc.send<{ user: AccountUser | null }>(ACCOUNT_SUBJECTS.session, { token: found.token });
      this.cache?.set(found.token, entry);
    }
    return { ...found, user: entry.user };
  }

  /** This replica forgets the session at once (logout); others within SESSION_CACHE_TTL_MS. */
  forget(token: string): void {
    this.cache?.delete(token);
  }
}
