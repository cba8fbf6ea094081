import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type Env } from '../config/env';
import { InjectEnv } from './gateway-env';

type Loader = () => Promise<object>;

/**
 * A small in-process cache for public lists (ads, featured, categories, seo meta): a burst of
 * identical queries costs the services one request per CACHE_TTL_MS, and concurrent misses
 * for one key share a single request. Errors are never cached.
 */
@Injectable()
export class ResponseCache {
  private readonly cache: LRUCache<string, object, Loader> | null;

  constructor(@InjectEnv() private readonly env: Env) {
    this.cache = env.CACHE_TTL_MS > 0
      ? new LRUCache<string, object, Loader>({
        max: env.CACHE_MAX_ENTRIES,
        ttl: env.CACHE_TTL_MS,
        fetchMethod: (_key, _stale, { context }) => context(),
      })
      : null;
  }

  /** The Cache-Control value that matches the cache's lifetime. */
  get cacheControl(): string {
    const seconds = Math.floor(this.env.CACHE_TTL_MS / 1000);
    return seconds > 0 ? `public, max-age=${seconds}` : 'no-cache';
  }

  async getOrLoad<T extends object>(namespace: string, query: object, load: () => Promise<T>): Promise<T> {
    if (!this.cache) return load();
    const value = await this.cache.fetch(`${namespace}:${normaliseKey(query)}`, { context: load });
    return value as T;
  }

  clear(): void {
    this.cache?.clear();
  }
}

/** ?b=1&a=2 and ?a=2&b=1 are one query; undefined fields do not count. */
export function normaliseKey(query: object): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}
