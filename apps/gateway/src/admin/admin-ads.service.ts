import { Injectable } from '@nestjs/common';
import {
  ADMIN_ADS_SUBJECTS,
  ADMIN_USER_SUBJECTS,
  type AdminAd,
  type AdminAdList,
  type AdminAdsQueryDto,
  type AdminUser,
  type OwnAd,
} from '@surimarkt/contracts';
import { RpcClient } from '../common/rpc-client.service';

/**
 * The back-office's list of ads: the ads-service's rows, with each owner's e-mail (accounts-service) and the banned
 * words found (moderation-service). Those two are extras: if either service is away, the list still comes.
 */
@Injectable()
export class AdminAdsReader {
  constructor(private readonly rpc: RpcClient) {}

  async list(query: AdminAdsQueryDto): Promise<AdminAdList> {
    const { ads, total } = await this.rpc.send<{ ads: (OwnAd & { userId: string })[]; total: number }>(ADMIN_ADS_SUBJECTS.list, query);
    const userIds = [...new Set(ads.map((a) => a.userId))];
    const [owners, flags] = await Promise.allSettled([
      userIds.length ? this.rpc.send<{ users: Omit<AdminUser, 'adCount'>[] }>(ADMIN_USER_SUBJECTS.byIds, { userIds }) : { users: [] },
      ads.length
        ? this.rpc.send<{ flags: Record<number, string[]> }>(ADMIN_ADS_SUBJECTS.flags, { adIds: ads.map((a) => a.id) })
        : { flags: {} },
    ]);
    const emails = new Map(owners.status === 'fulfilled' ? owners.value.users.map((u) => [u.id, u.email]) : []);
    const flagged: Record<number, string[]> = flags.status === 'fulfilled' ? flags.value.flags : {};
    return {
      ads: ads.map((ad): AdminAd => ({ ...ad, userEmail: emails.get(ad.userId) ?? null, flaggedWords: flagged[ad.id] ?? [] })),
      total,
    };
  }
}
