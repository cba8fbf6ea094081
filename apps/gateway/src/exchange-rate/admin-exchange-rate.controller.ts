import { Body, Controller, Get, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import { EXCHANGE_RATE_SUBJECTS, type ExchangeRate, type ExchangeRateHistory, SetExchangeRateDto } from '@surimarkt/contracts';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/** The back-office's 'Wisselkoers': set today's EUR/SRD rate and read the ones before it. */
@Controller('admin/exchange-rate')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminExchangeRateController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Put()
  @Audited({ action: 'exchange-rate.set', targetType: 'exchange-rate', target: { body: 'eurToSrd' } })
  async set(@Body() body: SetExchangeRateDto): Promise<ExchangeRate> {
    const rate = await this.rpc.send(EXCHANGE_RATE_SUBJECTS.set, { eurToSrd: body.eurToSrd, confirmed: body.confirmed });
    // Cached lists carry converted prices and were filtered at the old rate: they go at once.
    this.cache.clear('lists');
    return rate;
  }

  @Get('history')
  history(): Promise<ExchangeRateHistory> {
    return this.rpc.send(EXCHANGE_RATE_SUBJECTS.history, {});
  }
}
