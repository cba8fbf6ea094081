import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { clearAttempts, countAttempt, pruneAttempts, uncountAttempt } from '@surimarkt/server';
import { DataSource } from 'typeorm';

const ATTEMPTS = '"accounts"."login_attempts"';
/** Attempts are counted over this window; a success clears its account's (or device's) count. */
const WINDOW_SECONDS = 15 * 60;
/** Guessing one account's password from devices it never logged in with: refused after this many attempts. */
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
/** A device the owner logged in with before has an allowance of its own (a lost phone guessing is still stopped). */
export const MAX_ATTEMPTS_PER_DEVICE = 5;
/** Many phones share one address on Suriname's mobile networks: the per-address limit is far higher. */
export const MAX_ATTEMPTS_PER_ADDRESS = 50;
/** Each attempt beyond the first adds this much delay to the answer, up to SLOWDOWN_MAX_MS. */
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 1500;

/** Whom an attempt counts against: the account (or the owner's known device) and the client address. */
export interface AttemptKeys {
  account: string;
  address: string | null;
  isKnownDevice: boolean;
}

/**
 * Login attempts, counted before the password is checked in one atomic statement per key, so that guesses sent at
 * once (from one address or many, on any replica) meet the same limit as guesses sent one after another.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  keys(email: string, ip: string | undefined, knownDevice: string | null): AttemptKeys {
    return {
      account: knownDevice ? `device:${knownDevice}` : `email:${email}`,
      address: ip ? `ip:${ip}` : null,
      isKnownDevice: knownDevice !== null,
    };
  }

  /** Counts this attempt; answers the delay to wait before checking it, or null when it is refused. */
  async count(keys: AttemptKeys): Promise<number | null> {
    const account = await countAttempt(this.ds, ATTEMPTS, keys.account, WINDOW_SECONDS);
    const address = keys.address ? await countAttempt(this.ds, ATTEMPTS, keys.address, WINDOW_SECONDS) : 0;
    const accountLimit = keys.isKnownDevice ? MAX_ATTEMPTS_PER_DEVICE : MAX_ATTEMPTS_PER_ACCOUNT;
    if (account > accountLimit || address > MAX_ATTEMPTS_PER_ADDRESS) return null;
    return Math.min(SLOWDOWN_MAX_MS, Math.max(0, account - 1) * SLOWDOWN_STEP_MS);
  }

  /** A right password: its account's (or device's) slate is cleared, and the address gets this attempt back. */
  async succeeded(keys: AttemptKeys): Promise<void> {
    await clearAttempts(this.ds, ATTEMPTS, keys.account);
    if (keys.address) await uncountAttempt(this.ds, ATTEMPTS, keys.address);
    await pruneAttempts(this.ds, ATTEMPTS, WINDOW_SECONDS);
  }
}
