import { Controller, Get, UseGuards, UseInterceptors } from '@nestjs/common';
import { ADMIN_USER_SUBJECTS, type AdminUser, BILLING_SUBJECTS, type BusinessPackageList, SEO_REPORT_SUBJECT, type SeoReport } from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { RpcClient } from '../common/rpc-client.service';
import { AdminGuard } from './admin.guard';

/** The back-office's SEO figures (spec 2.13) and packages with the business customers (spec 2.14). */
@Controller('admin')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminSiteController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('seo')
  seo(): Promise<SeoReport> {
    return this.rpc.send(SEO_REPORT_SUBJECT, {});
  }

  /** The tiers as the billing-service holds them, and the business accounts (their subscriptions come with billing). */
  @Get('packages')
  async packages(): Promise<BusinessPackageList & { businesses: Omit<AdminUser, 'adCount'>[] }> {
    const [list, users] = await Promise.all([
      this.rpc.send<BusinessPackageList>(BILLING_SUBJECTS.packagesList, {}),
      this.rpc.send<{ users: (Omit<AdminUser, 'adCount'> & { accountType?: string })[] }>(ADMIN_USER_SUBJECTS.list, { accountType: 'business' }),
    ]);
    return { ...list, businesses: users.users };
  }
}
