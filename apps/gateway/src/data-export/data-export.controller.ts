import { Controller, Get, Header, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, DATA_EXPORT_SUBJECTS, type DataExport } from '@surimarkt/contracts';
import { type Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** 'Download mijn gegevens': everything the account holds, gathered from each service, as one JSON download. */
@Controller('auth')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class DataExportController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('export')
  @Header('content-type', 'application/json; charset=utf-8')
  async export(@CurrentUser() user: AccountUser, @Res({ passthrough: true }) res: Response): Promise<DataExport> {
    const request = { userId: user.id };
    const [account, ads, billing] = await Promise.all([
      this.rpc.send<Record<string, unknown>>(DATA_EXPORT_SUBJECTS.accounts, request),
      this.rpc.send<Record<string, unknown>>(DATA_EXPORT_SUBJECTS.ads, request),
      this.rpc.send<Record<string, unknown>>(DATA_EXPORT_SUBJECTS.billing, request),
    ]);
    const date = new Date().toISOString().slice(0, 10);
    res.setHeader('content-disposition', `attachment; filename="surimarkt-gegevens-${date}.json"`);
    return { exportedAt: new Date().toISOString(), account, ads, billing };
  }
}
