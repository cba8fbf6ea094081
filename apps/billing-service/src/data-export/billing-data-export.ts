import { Controller, Injectable, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DATA_EXPORT_SUBJECTS, UserIdRequest } from '@surimarkt/contracts';
import { exportReader } from '@surimarkt/server';
import { DataSource } from 'typeorm';

/** What the billing-service holds about a user, for their data export: the business subscription and its payments. */
@Injectable()
export class BillingDataExport {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<Record<string, unknown>> {
    const q = exportReader(this.dataSource, userId);
    const [subscriptions, payments] = await Promise.all([
      q(`SELECT * FROM "billing"."subscriptions" WHERE "user_id" = $1`),
      q(`SELECT * FROM "billing"."payments" WHERE "user_id" = $1 ORDER BY "created_at"`),
    ]);
    return { subscriptions, payments };
  }
}

@Controller()
export class BillingDataExportController {
  constructor(private readonly dataExport: BillingDataExport) {}

  @MessagePattern(DATA_EXPORT_SUBJECTS.billing)
  export(@Payload() dto: UserIdRequest): Promise<Record<string, unknown>> {
    return this.dataExport.of(dto.userId);
  }
}

@Module({ controllers: [BillingDataExportController], providers: [BillingDataExport] })
export class BillingDataExportModule {}
