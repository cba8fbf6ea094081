import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { type LookupFunction } from 'node:net';
import webpush from 'web-push';
import { allowedPushHost, isLoopbackHost, isPrivateAddress, type PushHost } from './push-endpoint-policy';

/** A push service that does not answer within this is treated as down (retried later). */
const TIMEOUT_MS = 5000;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushRequestOptions {
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string | null;
}

/** What the push service answered: its status, or 0 when it could not be reached (refused, timed out, private). */
export interface PushAnswer {
  status: number;
  retryAfterMs?: number;
}

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * Sends one Web Push request (RFC 8030): web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID JWT
 * (RFC 8292); the request itself goes out here, so that only an allowed host is asked, its name never resolves to a
 * private address (unless it is the loopback host the configuration names, for tests), a redirect is an answer and
 * not followed, and a slow service costs at most TIMEOUT_MS.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushRequestOptions,
  vapid: Vapid,
  hosts: PushHost[],
): Promise<PushAnswer> {
  const allowed = allowedPushHost(target.endpoint, hosts);
  if (!allowed) return { status: 0 };
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: vapid,
    TTL: options.ttl,
    urgency: options.urgency,
    ...(options.topic ? { topic: options.topic } : {}),
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(details.endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise<PushAnswer>((resolve) => {
    const request = transport.request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: TIMEOUT_MS,
        lookup: guardedLookup(isLoopbackHost(allowed)),
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfterMs: retryAfter(response.headers['retry-after']) }));
        response.on('error', () => resolve({ status: 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', () => resolve({ status: 0 }));
    request.end(details.body ?? undefined);
  });
}

/** A DNS lookup that refuses private addresses, so a public-looking name cannot lead the request into our network. */
function guardedLookup(loopbackAllowed: boolean): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: (...args: never[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const done = callback as unknown as (error: Error | null, address?: string | LookupAddress[], family?: number) => void;
      if (error) return done(error);
      const refused = addresses.filter((a) => isPrivateAddress(a.address) && !(loopbackAllowed && isLoopback(a.address)));
      if (refused.length || !addresses.length) return done(new Error(`push service ${hostname} resolves to a private address`));
      if (options.all) return done(null, addresses);
      return done(null, addresses[0].address, addresses[0].family);
    });
  };
}

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';

function retryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
