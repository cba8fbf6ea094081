import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import { type ThrottlerOptions } from '@nestjs/throttler';
import { type Request } from 'express';
import { type Env } from '../config/env';

/**
 * Each kind of write has a bucket of its own, sized to what it protects, so one kind can never use up another:
 * browsing (and its analytics records) cannot lock a shopper out of the contact form or the login.
 *   default   every route but the analytics log, per client address (pages and reads too)
 *   analytics the activity log the pages send while browsing, per client address, generous
 *   contact   the contact form: per client address (many phones share one on Suriname's mobile networks)
 *             and per e-mail address (what one person writes)
 *   account   registration, reset, resend and phone codes: per client address, and per e-mail address
 *   login     the login: per client address only. Guessing one account's password is slowed per account by the
 *             accounts-service, which gives the owner's own devices an allowance of their own; a per-e-mail bucket
 *             here would let strangers (or their reset requests) lock the owner out of their own phone.
 */
export type RateBucket = 'analytics' | 'contact' | 'account' | 'login';

const RATE_BUCKET = 'gateway:rate-bucket';

export const RateLimit = (bucket: RateBucket) => SetMetadata(RATE_BUCKET, bucket);

export function bucketOf(context: ExecutionContext): RateBucket | undefined {
  return Reflect.getMetadata(RATE_BUCKET, context.getHandler()) as RateBucket | undefined;
}

/** The e-mail address a request is about (login, reset, contact): lower-cased, or '' when there is none. */
export function emailOf(context: ExecutionContext): string {
  const body = context.switchToHttp().getRequest<Request>().body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
}

const PER_EMAIL = new Set(['contactEmail', 'accountEmail']);

/** The throttlers that count per e-mail address typed, and only when one is. */
export const isPerEmail = (name: string): boolean => PER_EMAIL.has(name);

/** The bucket each throttler counts in; 'default' counts every route outside the analytics bucket. */
const BUCKET_OF: Record<string, RateBucket | undefined> = {
  analytics: 'analytics',
  contact: 'contact',
  contactEmail: 'contact',
  account: 'account',
  accountEmail: 'account',
  login: 'login',
};

/** Whether the throttler `name` counts calls of a route in `bucket` (the per-e-mail ones only when an address is given). */
export function throttlerCanApply(name: string, bucket: RateBucket | undefined): boolean {
  return name === 'default' ? bucket !== 'analytics' : BUCKET_OF[name] === bucket;
}

/** The limits; which of them count a route is RouteThrottlerGuard's plan (throttlerCanApply, isPerEmail). */
export function rateLimitThrottlers(env: Env): ThrottlerOptions[] {
  return [
    { name: 'default', ttl: env.THROTTLE_TTL_MS, limit: env.THROTTLE_LIMIT },
    { name: 'analytics', ttl: env.THROTTLE_TTL_MS, limit: env.THROTTLE_ANALYTICS_LIMIT },
    { name: 'contact', ttl: env.THROTTLE_WRITE_TTL_MS, limit: env.THROTTLE_CONTACT_LIMIT },
    { name: 'contactEmail', ttl: env.THROTTLE_WRITE_TTL_MS, limit: env.THROTTLE_CONTACT_EMAIL_LIMIT },
    { name: 'account', ttl: env.THROTTLE_WRITE_TTL_MS, limit: env.THROTTLE_ACCOUNT_LIMIT },
    { name: 'accountEmail', ttl: env.THROTTLE_WRITE_TTL_MS, limit: env.THROTTLE_ACCOUNT_EMAIL_LIMIT },
    { name: 'login', ttl: env.THROTTLE_WRITE_TTL_MS, limit: env.THROTTLE_ACCOUNT_LIMIT },
  ];
}

/** One bucket per client address per throttler across all routes; the per-e-mail throttlers count per address typed. */
export function rateLimitKey(context: ExecutionContext, tracker: string, name: string): string {
  return PER_EMAIL.has(name) ? `${name}:${emailOf(context)}` : `${name}:${tracker}`;
}
