import { Controller, Get, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  BILLING_SUBJECTS,
  type BusinessCustomerList,
  type BusinessPackageList,
  SEO_REPORT_SUBJECT,
  type SeoReport,
} from '@surimarkt/contracts';
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

  /** The tiers and the business customers with their subscriptions, as the billing-service holds them. */
  @Get('packages')
  async packages(): Promise<BusinessPackageList & BusinessCustomerList> {
    const [list, customers] = await Promise.all([
      this.rpc.send<BusinessPackageList>(BILLING_SUBJECTS.packagesList, {}),
      this.rpc.send<BusinessCustomerList>(BILLING_SUBJECTS.customers, {}),
    ]);
    return { ...list, ...customers };
  }
}
