import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES, CACHE_NOTICES, MODERATION_SUBJECTS, type TokenEndedNotice } from '@surimarkt/contracts';
import { type Request } from 'express';
import { LRUCache } from 'lru-cache';
import { CacheNotices } from '../common/cache-notices.service';
import { InjectEnv } from '@surimarkt/server';
import { tokenKey } from '../common/token-key';
import { httpError } from '../common/http-error';
import { RpcClient } from '../common/rpc-client.service';
import { type Env } from '../config/env';

/** Every /api/admin/* call (and an ad's status) needs the header admin-token with a live token, else 401 (contract). */
@Injectable()
export class AdminGuard implements CanActivate {
  // Like user sessions: a live answer is kept SESSION_CACHE_TTL_MS, and a logout's notice ends it on every gateway.
  private readonly cache: LRUCache<string, { live: boolean }> | null;

  constructor(
    private readonly rpc: RpcClient,
    @InjectEnv() env: Env,
    notices: CacheNotices,
  ) {
    this.cache = env.SESSION_CACHE_TTL_MS > 0 ? new LRUCache({ max: 1000, ttl: env.SESSION_CACHE_TTL_MS }) : null;
    notices.on<TokenEndedNotice>(CACHE_NOTICES.adminSessionEnded, ({ tokenHash }) => this.cache?.delete(tokenHash));
    notices.afterReconnect(() => this.cache?.clear());
  }

  canActivate(context: ExecutionContext): Promise<boolean> {
    return this.check(context.switchToHttp().getRequest<Request>());
  }

  /** The same check for a route that needs the admin token only in one of its forms (GET /api/ads?admin=true). */
  async check(req: Request): Promise<true> {
    const token = req.headers['admin-token'];
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw httpError(401, ADMIN_MESSAGES.tokenRequired);
    const key = tokenKey(token);
    let answer = this.cache?.get(key);
    if (!answer) {
      answer = await this.rpc.send<{ live: boolean }>(MODERATION_SUBJECTS.adminSession, { token });
      this.cache?.set(key, answer);
    }
    if (!answer.live) throw httpError(401, ADMIN_MESSAGES.tokenRequired);
    return true as const;
  }

  forget(token: string): void {
    this.cache?.delete(tokenKey(token));
  }
}
