import { Injectable } from '@nestjs/common';
import {
  ADMIN_ADS_SUBJECTS,
  ADMIN_USER_SUBJECTS,
  type AdminAd,
  type AdminAdList,
  type AdminAdsQueryDto,
  type AdminUser,
  type AdRisk,
  type OwnAd,
  RISK_SUBJECTS,
} from '@surimarkt/contracts';
import { RpcClient } from '../common/rpc-client.service';

/** The pending ads sort=risk orders, highest risk first; a queue longer than this lists the rest newest first. */
const RISK_ORDER_MAX = 5000;

/**
 * The back-office's list of ads: the ads-service's rows, with each owner's e-mail (accounts-service), the banned
 * words found and each pending ad's risk (moderation-service). Those are extras: if a service is away, the list still
 * comes (sort=risk then lists newest first).
 */
@Injectable()
export class AdminAdsReader {
  constructor(private readonly rpc: RpcClient) {}

  async list(query: AdminAdsQueryDto): Promise<AdminAdList> {
    const { sort, ...filters } = query;
    const riskOrder =
      sort === 'risk'
        ? await this.rpc
            .send<{ adIds: number[] }>(RISK_SUBJECTS.pendingByRisk, { limit: RISK_ORDER_MAX })
            .then((r) => r.adIds)
            .catch(() => undefined)
        : undefined;
    const { ads, total } = await this.rpc.send<{ ads: (OwnAd & { userId: string })[]; total: number }>(ADMIN_ADS_SUBJECTS.list, {
      ...filters,
      riskOrder,
    });
    const userIds = [...new Set(ads.map((a) => a.userId))];
    const pendingIds = ads.filter((a) => a.status === 'pending').map((a) => a.id);
    const [owners, flags, risks] = await Promise.allSettled([
      userIds.length ? this.rpc.send<{ users: Omit<AdminUser, 'adCount'>[] }>(ADMIN_USER_SUBJECTS.byIds, { userIds }) : { users: [] },
      ads.length
        ? this.rpc.send<{ flags: Record<number, string[]> }>(ADMIN_ADS_SUBJECTS.flags, { adIds: ads.map((a) => a.id) })
        : { flags: {} },
      pendingIds.length ? this.rpc.send<{ risks: Record<number, AdRisk> }>(RISK_SUBJECTS.risks, { adIds: pendingIds }) : { risks: {} },
    ]);
    const emails = new Map(owners.status === 'fulfilled' ? owners.value.users.map((u) => [u.id, u.email]) : []);
    const flagged: Record<number, string[]> = flags.status === 'fulfilled' ? flags.value.flags : {};
    const scored: Record<number, AdRisk> = risks.status === 'fulfilled' ? risks.value.risks : {};
    return {
      ads: ads.map((ad): AdminAd => ({
        ...ad,
        userEmail: emails.get(ad.userId) ?? null,
        flaggedWords: flagged[ad.id] ?? [],
        ...(scored[ad.id] ? { risk: scored[ad.id] } : {}),
      })),
      total,
    };
  }
}
