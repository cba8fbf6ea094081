import { Controller, Get, HttpCode, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { type CronStatus, JOB_SUBJECTS, type JobRun } from '@surimarkt/contracts';
import { type Request } from 'express';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { CronGuard } from './cron.guard';

/** The jobs (backup, expired ads) run at once and their history; the moderation-service also runs them on schedule. */
@Controller('cron')
@UseInterceptors(NoStoreInterceptor)
export class CronController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get('status')
  @UseGuards(AdminGuard)
  status(): Promise<CronStatus> {
    return this.rpc.send(JOB_SUBJECTS.status, {});
  }

  @Post(':job')
  @HttpCode(200)
  @UseGuards(CronGuard)
  @Audited({ action: 'cron.run', targetType: 'job', target: { param: 'job' } })
  async run(@Param('job') job: string, @Req() req: Request): Promise<{ success: true; job: string; result: unknown; run: JobRun }> {
    const startedBy = req.headers['admin-token'] === undefined ? 'scheduler' : 'admin';
    const run = await this.rpc.send<JobRun>(JOB_SUBJECTS.run, { job: job.slice(0, 40), startedBy }, { timeoutMs: 30 * 60_000 });
    this.cache.clear();
    return { success: true, job, result: run.result, run };
  }
}
