import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type Env } from '../config/env';
import { EncodedBody } from './encoded-body';
import { InjectEnv } from '@surimarkt/server';

type Loader = () => Promise<object>;

/**
 * A small in-process cache for public lists (ads, featured, categories, seo meta): a burst of
 * identical queries costs the services one request per CACHE_TTL_MS, and concurrent misses
 * for one key share a single request. Errors are not cached, except a 404: an unknown ad (or category)
 * asked for again and again is answered from memory for the same short time a found one would be.
 */
@Injectable()
export class ResponseCache {
  private readonly cache: LRUCache<string, object, Loader> | null;
  private readonly notFound: LRUCache<string, Error> | null;
  private readonly clearListeners: Array<(scope: ClearScope) => void> = [];

  constructor(@InjectEnv() private readonly env: Env) {
    this.cache =
      env.CACHE_TTL_MS > 0
        ? new LRUCache<string, object, Loader>({
            max: env.CACHE_MAX_ENTRIES,
            ttl: env.CACHE_TTL_MS,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
    this.notFound = env.CACHE_TTL_MS > 0 ? new LRUCache<string, Error>({ max: env.CACHE_MAX_ENTRIES, ttl: env.CACHE_TTL_MS }) : null;
  }

  /** The Cache-Control value that matches the cache's lifetime. */
  get cacheControl(): string {
    const seconds = Math.floor(this.env.CACHE_TTL_MS / 1000);
    return seconds > 0 ? `public, max-age=${seconds}` : 'no-cache';
  }

  async getOrLoad<T extends object>(namespace: string, query: object, load: () => Promise<T>): Promise<T> {
    const cache = this.cache;
    if (!cache) return load();
    return this.unlessKnownMissing(namespace, query, async () => {
      try {
        const value = await cache.fetch(`${namespace}:${normaliseKey(query)}`, { context: load });
        if (value !== undefined) return value as T;
      } catch (error) {
        if (!isAbortedByClear(error)) throw error;
      }
      // A clear() while this key was loading aborts the shared load (lru-cache rejects it with 'deleted'): what was
      // loading may be older than the write that cleared it, so this request loads afresh, past the cache.
      return load();
    });
  }

  /** Like getOrLoad, but keeps the answer as sent (bytes, ETag, compressed forms): for the public lists' routes. */
  getOrLoadBody(namespace: string, query: object, load: () => Promise<unknown>): Promise<EncodedBody> {
    return this.getOrLoad(`${namespace}#body`, query, async () => EncodedBody.json(await load()));
  }

  /** Loads every time (a read that counts a view), but answers a recent 404 for the same key from memory. */
  async unlessKnownMissing<T>(namespace: string, query: object, load: () => Promise<T>): Promise<T> {
    const key = `${namespace}:${normaliseKey(query)}`;
    const missing = this.notFound?.get(key);
    if (missing) throw missing;
    try {
      return await load();
    } catch (error) {
      if ((error as { getStatus?: () => number }).getStatus?.() === 404) this.notFound?.set(key, error as Error);
      throw error;
    }
  }

  /**
   * What else goes when the lists go: the pages of the ad a write changed (`adId`), of every ad (null), or none
   * ('lists': the write changed what lists show, not what an ad's page shows).
   */
  onClear(listener: (scope: ClearScope) => void): void {
    this.clearListeners.push(listener);
  }

  /**
   * After a write: the lists go on every replica, and the pages of the ad it changed (every ad's when no `adId` is
   * given; none for 'lists': a new exchange rate, which an ad page's visitor's browser reads itself, or a job whose
   * changes to ads the ads-service announces ad by ad).
   */
  clear(adId?: number | 'lists'): void {
    for (const listener of this.clearListeners) listener(adId ?? null);
    this.forget();
  }

  /** Empties this gateway's cache alone: another replica's write, or a change the services announced. */
  forget(): void {
    this.cache?.clear();
    this.notFound?.clear();
  }
}

/** Which pages a write changed besides the lists: one ad's, every ad's (null), or none ('lists'). */
export type ClearScope = number | null | 'lists';

/** The reason lru-cache gives a load it dropped because its key was deleted (a clear) while it ran. */
const isAbortedByClear = (error: unknown): boolean => error instanceof Error && error.message === 'deleted';

/** ?b=1&a=2 and ?a=2&b=1 are one query; undefined fields do not count. */
export function normaliseKey(query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}
