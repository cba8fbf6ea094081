import { Controller, Get, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  databaseSubject,
  type DatabaseStatus,
  migrateSubject,
  type SchemaStats,
  SERVICE_NAMES,
  type ServiceName,
} from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { InjectEnv } from '@surimarkt/server';
import { RpcClient } from '../common/rpc-client.service';
import { type Env } from '../config/env';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';

/** Database (back-office spec 2.5): the configured PostgreSQL and each service's schema; pending migrations on demand. */
@Controller('admin/database')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminDatabaseController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectEnv() private readonly env: Env,
  ) {}

  @Get('status')
  async status(): Promise<DatabaseStatus> {
    const url = new URL(this.env.DATABASE_URL);
    const services = await Promise.all(
      SERVICE_NAMES.map((service) =>
        this.rpc.send<SchemaStats>(databaseSubject(service), {}, { timeoutMs: 3000 }).catch(() => ({ service, status: 'down' as const })),
      ),
    );
    return {
      local: { configured: true },
      supabase: { configured: false },
      database: { host: url.host, name: url.pathname.slice(1), version: null },
      services,
    };
  }

  /** Every service runs its pending migrations (each under its advisory lock); a service that is down does so when it starts. */
  @Post('migrate')
  @HttpCode(200)
  @Audited({ action: 'database.migrate' })
  async migrate(): Promise<{ success: true; results: { service: ServiceName; applied: number | null }[] }> {
    const results = await Promise.all(
      SERVICE_NAMES.map((service) =>
        this.rpc.send<{ applied: number }>(migrateSubject(service), {}, { timeoutMs: 60_000 }).then(
          (r) => ({ service, applied: r.applied }),
          () => ({ service, applied: null }),
        ),
      ),
    );
    return { success: true, results };
  }
}
