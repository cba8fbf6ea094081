import { Controller, Get, HttpCode, NotFoundException, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  BACKUP_SUBJECTS,
  type BackupInfo,
  type CronStatus,
  isJobName,
  JOB_SERVICES,
  JOBS,
  jobSubjects,
  type JobRun,
  type ServiceJobRuns,
} from '@surimarkt/contracts';
import { type Request } from 'express';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { CronGuard } from './cron.guard';
import { cronStatus } from './cron-status';

/** A service's list of runs is a quick read; one that does not answer by then is shown as silent. */
const LIST_TIMEOUT_MS = 3000;

/** Every service's jobs, run at once, and their history; each service runs its own on schedule (JOBS in the contracts). */
@Controller('cron')
@UseInterceptors(NoStoreInterceptor)
export class CronController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get('status')
  @UseGuards(AdminGuard)
  async status(): Promise<CronStatus> {
    const [backups, ...answers] = await Promise.all([
      this.rpc.send<BackupInfo>(BACKUP_SUBJECTS.list, {}, { timeoutMs: LIST_TIMEOUT_MS }).catch(() => null),
      ...JOB_SERVICES.map((service) =>
        this.rpc
          .send<ServiceJobRuns>(jobSubjects(service).list, {}, { timeoutMs: LIST_TIMEOUT_MS })
          .catch(() => null)
          .then((answer) => [service, answer] as const),
      ),
    ]);
    return cronStatus(new Map(answers), backups);
  }

  @Post(':job')
  @HttpCode(200)
  @UseGuards(CronGuard)
  @Audited({ action: 'cron.run', targetType: 'job', target: { param: 'job' } })
  async run(@Param('job') job: string, @Req() req: Request): Promise<{ success: true; job: string; result: unknown; run: JobRun }> {
    const startedBy = req.headers['admin-token'] === undefined ? 'scheduler' : 'admin';
    if (!isJobName(job)) throw new NotFoundException('Onbekende taak');
    const run = await this.rpc.send<JobRun>(jobSubjects(JOBS[job].service).run, { job, startedBy }, { timeoutMs: 30 * 60_000 });
    this.cache.clear('lists');
    return { success: true, job, result: run.result, run };
  }
}
