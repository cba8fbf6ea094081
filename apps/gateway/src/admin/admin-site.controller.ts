import { Controller, Get, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AdminSettings,
  type AdminSubscriptionList,
  BILLING_SUBJECTS,
  type EmailSettings,
  MODERATION_SUBJECTS,
  type PaymentsConfig,
  type BusinessCustomerList,
  type BusinessPackageList,
  SEO_REPORT_SUBJECT,
  type SeoReport,
} from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { InjectEnv } from '@surimarkt/server';
import { RpcClient } from '../common/rpc-client.service';
import { type Env } from '../config/env';
import { AdminGuard } from '../admin-auth/admin.guard';

/** The back-office's SEO figures (spec 2.13), packages and subscriptions (2.14, 7) and the site's settings (7). */
@Controller('admin')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminSiteController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectEnv() private readonly env: Env,
  ) {}

  /** The site as configured: its name and address, the operator's mail switches and the payment provider in use. */
  @Get('settings')
  async settings(): Promise<AdminSettings> {
    const [email, payments] = await Promise.all([
      this.rpc.send<EmailSettings>(MODERATION_SUBJECTS.getEmailSettings, {}),
      this.rpc.send<PaymentsConfig>(BILLING_SUBJECTS.paymentsConfig, {}),
    ]);
    return { siteName: this.env.SITE_NAME, publicUrl: this.env.PUBLIC_URL, email, payments: { provider: payments.provider } };
  }

  @Get('subscriptions')
  subscriptions(): Promise<AdminSubscriptionList> {
    return this.rpc.send(BILLING_SUBJECTS.subscriptionsList, {});
  }

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
