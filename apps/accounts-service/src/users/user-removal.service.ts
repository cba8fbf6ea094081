import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADS_SUBJECTS, BILLING_SUBJECTS } from '@surimarkt/contracts';
import { type ServiceClient } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { PEERS } from '../peers/peers.module';
import { UserChanges } from './user-changes.service';

/**
 * A deleted account, by its owner or the operator: its ads go first (the ads-service; an outage there answers 503
 * and the account stays, so the user can try again and no ad is left without its owner), then a business's
 * subscription ends (billing keeps its payments and invoices), then the account with its sessions, tokens and
 * settings (ON DELETE CASCADE). Answers whether there was such an account.
 */
@Injectable()
export class UserRemoval {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(PEERS) private readonly peers: ServiceClient,
    private readonly changes: UserChanges,
  ) {}

  async remove(userId: string): Promise<boolean> {
    const [user] = await this.ds.query(`SELECT "account_type" FROM "accounts"."users" WHERE "id" = $1`, [userId]);
    if (!user) return false;
    await this.peers.send(ADS_SUBJECTS.removeOwner, { userId });
    if (user.account_type === 'business') await this.peers.send(BILLING_SUBJECTS.endForDeletedAccount, { userId });
    const [, deleted] = await this.ds.query(`DELETE FROM "accounts"."users" WHERE "id" = $1`, [userId]);
    await this.changes.changed(userId);
    return Number(deleted) > 0;
  }
}
