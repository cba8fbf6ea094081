import { Controller, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ADS_SUBJECTS } from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { httpError } from '../common/http-error';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { CronGuard } from './cron.guard';
import { Audited } from '../admin/audit.interceptor';

/** The jobs an outside scheduler (or the back-office's 'run now') may start; each service also runs its own on time. */
const JOBS: Record<string, string> = {
  'expired-ads': ADS_SUBJECTS.expire,
};

@Controller('cron')
@UseInterceptors(NoStoreInterceptor)
export class CronController {
  constructor(private readonly rpc: RpcClient, private readonly cache: ResponseCache) {}

  @Post(':job')
  @Audited({ action: 'cron.run', targetType: 'job', target: { param: 'job' } })
  @HttpCode(200)
  @UseGuards(CronGuard)
  async run(@Param('job') job: string): Promise<{ success: true; job: string; result: unknown }> {
    const subject = Object.hasOwn(JOBS, job) ? JOBS[job] : undefined;
    if (!subject) throw httpError(404, 'Onbekende taak');
    const result = await this.rpc.send<unknown>(subject, {});
    this.cache.clear();
    return { success: true, job, result };
  }
}
