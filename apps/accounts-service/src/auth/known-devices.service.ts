import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { randomToken, tokenHash } from '../users/token-hash';

/** A device is forgotten after this long without a login from it. */
const DEVICE_DAYS = 365;

/**
 * The devices each user logged in with (OWASP's device cookie): a random token in an httpOnly cookie, kept here as a
 * hash. A login from a known device of the account is not held back by failures strangers caused on the account.
 */
@Injectable()
export class KnownDevicesService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The device's key for the attempt counter when the token is a known device of this user; else null. */
  async keyOf(token: string | undefined, userId: string | undefined): Promise<string | null> {
    if (!token || !userId || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const hash = tokenHash(token);
    const [row] = await this.ds.query(
      `SELECT 1 FROM accounts.known_devices
        WHERE token_hash = $1 AND user_id = $2 AND last_used_at > now() - interval '${DEVICE_DAYS} days'`,
      [hash, userId],
    );
    return row ? hash.toString('hex') : null;
  }

  /** After a successful login: the device's token (the same one for a known device, else a new one). */
  async remember(userId: string, token: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + DEVICE_DAYS * 24 * 3600 * 1000);
    if (token && (await this.keyOf(token, userId))) {
      await this.ds.query('UPDATE accounts.known_devices SET last_used_at = now() WHERE token_hash = $1', [tokenHash(token)]);
      return { token, expiresAt };
    }
    const fresh = randomToken();
    await this.ds.query('INSERT INTO accounts.known_devices (token_hash, user_id) VALUES ($1, $2)', [tokenHash(fresh), userId]);
    await this.ds.query(`DELETE FROM accounts.known_devices WHERE last_used_at <= now() - interval '${DEVICE_DAYS} days'`);
    return { token: fresh, expiresAt };
  }
}
