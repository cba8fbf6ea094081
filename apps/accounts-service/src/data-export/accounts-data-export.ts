import { Controller, Injectable, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DATA_EXPORT_SUBJECTS, UserIdRequest } from '@surimarkt/contracts';
import { exportReader } from '@surimarkt/server';
import { DataSource } from 'typeorm';

/**
 * What the accounts-service holds about a user, for their data export: the account (never its password hash), the
 * business profile, the sessions and remembered devices (when, not their tokens), the devices that get push
 * notifications (when, not their keys).
 */
@Injectable()
export class AccountsDataExport {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<Record<string, unknown>> {
    const q = exportReader(this.dataSource, userId);
    const [[user], [business], sessions, devices, pushDevices] = await Promise.all([
      q(`SELECT * FROM "accounts"."users" WHERE "id" = $1`),
      q(`SELECT * FROM "accounts"."business_profiles" WHERE "user_id" = $1`),
      q(`SELECT * FROM "accounts"."sessions" WHERE "user_id" = $1 ORDER BY "created_at"`),
      q(`SELECT "created_at", "last_used_at" FROM "accounts"."known_devices" WHERE "user_id" = $1 ORDER BY "created_at"`),
      q(`SELECT "id", "created_at" FROM "accounts"."push_subscriptions" WHERE "user_id" = $1 ORDER BY "created_at"`),
    ]);
    return { user: user ?? null, businessProfile: business ?? null, sessions, knownDevices: devices, pushDevices };
  }
}

@Controller()
export class AccountsDataExportController {
  constructor(private readonly dataExport: AccountsDataExport) {}

  @MessagePattern(DATA_EXPORT_SUBJECTS.accounts)
  export(@Payload() dto: UserIdRequest): Promise<Record<string, unknown>> {
    return this.dataExport.of(dto.userId);
  }
}

@Module({ controllers: [AccountsDataExportController], providers: [AccountsDataExport] })
export class AccountsDataExportModule {}
