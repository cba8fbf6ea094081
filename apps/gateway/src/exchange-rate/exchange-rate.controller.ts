import { Controller, Get, Req, Res } from '@nestjs/common';
import { EXCHANGE_RATE_SUBJECTS } from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { sendEncoded } from '../common/encoded-body';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/** Today's EUR/SRD rate, public: every page that shows a price in both currencies asks for it. */
@Controller('exchange-rate')
export class ExchangeRateController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  async current(@Req() req: Request, @Res() res: Response): Promise<void> {
    const rate = await this.cache.getOrLoadBody('exchange-rate', {}, () => this.rpc.send(EXCHANGE_RATE_SUBJECTS.current, {}));
    sendEncoded(req, res, rate, this.cache.cacheControl);
  }
}
