import { Controller, Get, Param, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ADMIN_ADS_SUBJECTS,
  ADMIN_USER_SUBJECTS,
  type AdminUser,
  type AdminUserStatistics,
  ANALYTICS_REPORT_MESSAGES,
  BILLING_SUBJECTS,
  type BusinessCustomerList,
  ANALYTICS_REPORTS,
  ANALYTICS_SUBJECTS,
  AnalyticsQueryDto,
  type AnalyticsReport,
  type AnalyticsSummary,
  CATEGORIES_SUBJECTS,
  type UserActivity,
} from '@surimarkt/contracts';
import { AdminGuard } from '../admin-auth/admin.guard';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { httpError } from '../common/http-error';
import { RpcClient } from '../common/rpc-client.service';

/** Estimated revenue per active subscription per month (spec 9), in cents. */
const REVENUE_PER_SUBSCRIPTION = 2000;

/**
 * The back-office's analytics (spec 2.4, 7): the analytics-service's figures, completed with what other services
 * know (category names, ads by status, users' names, registered users).
 */
@Controller('admin/analytics')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminAnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':report')
  async report(@Param('report') report: string, @Query() query: AnalyticsQueryDto): Promise<unknown> {
    if (!(ANALYTICS_REPORTS as readonly string[]).includes(report)) throw httpError(404, ANALYTICS_REPORT_MESSAGES.reportUnknown);
    const days = query.days ?? 30;
    const ask = <T>(name: AnalyticsReport) => this.rpc.send<T>(ANALYTICS_SUBJECTS.report, { report: name, days, limit: query.limit });
    switch (report as AnalyticsReport) {
      case 'ads-by-status':
        return this.rpc.send(ADMIN_ADS_SUBJECTS.countByStatus, {});
      case 'category-views': {
        const [rows, categories] = await Promise.all([
          ask<{ category: string; count: number }[]>('category-views'),
          this.rpc.send(CATEGORIES_SUBJECTS.list, {}),
        ]);
        const names = new Map(categories.map((c) => [String(c.id), c.name]));
        return rows.map((r) => ({ category: names.get(r.category) ?? 'Onbekend', count: r.count }));
      }
      case 'user-activities': {
        const rows = await ask<(Omit<UserActivity, 'user'> & { userId: string | null })[]>('user-activities');
        const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => !!id && /^[0-9a-f-]{36}$/.test(id)))];
        const users = userIds.length
          ? new Map(
              (await this.rpc.send<{ users: Omit<AdminUser, 'adCount'>[] }>(ADMIN_USER_SUBJECTS.byIds, { userIds })).users.map((u) => [
                u.id,
                u,
              ]),
            )
          : new Map<string, Omit<AdminUser, 'adCount'>>();
        return rows.map(({ userId, ...row }): UserActivity => {
          const user = userId ? users.get(userId) : undefined;
          return { ...row, user: user ? { firstName: user.firstName, lastName: user.lastName } : null };
        });
      }
      case 'summary': {
        const [figures, accounts, billing] = await Promise.all([
          ask<Omit<AnalyticsSummary, 'premiumConversions' | 'conversionRate' | 'registeredUsers' | 'estimatedRevenue'>>('summary'),
          this.rpc.send<AdminUserStatistics>(ADMIN_USER_SUBJECTS.statistics, {}),
          this.rpc.send<BusinessCustomerList>(BILLING_SUBJECTS.customers, {}),
        ]);
        // The spec's panel: active (paid) subscriptions, estimated at 20 euro each per month.
        const premiumConversions = billing.activeSubscriptions;
        return {
          ...figures,
          premiumConversions,
          registeredUsers: accounts.totalUsers,
          estimatedRevenue: premiumConversions * REVENUE_PER_SUBSCRIPTION,
          conversionRate: accounts.totalUsers ? Math.round((premiumConversions / accounts.totalUsers) * 100) : 0,
        } satisfies AnalyticsSummary;
      }
      default:
        return ask(report as AnalyticsReport);
    }
  }
}
