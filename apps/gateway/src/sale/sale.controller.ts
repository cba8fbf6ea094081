import { Body, Controller, Get, Param, Patch, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, AdIdDto, type AdWriteResponse, SALE_SUBJECTS, type SaleBuyerList, SetSaleDto } from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';

/** Reserved and sold (contract "Sale status"), by the ad's owner only. */
@Controller('ads/:id')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class SaleController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  @Patch('sale')
  async set(@Param() params: AdIdDto, @Body() body: SetSaleDto, @CurrentUser() user: AccountUser): Promise<AdWriteResponse> {
    const reply = await this.rpc.send(SALE_SUBJECTS.set, { ...body, id: params.id, userId: user.id });
    // A sold ad leaves the public lists now rather than after their time-to-live.
    this.cache.clear(params.id);
    return reply;
  }

  /** The people who bid on (or wrote about) the ad: whom the owner may name as the buyer. */
  @Get('buyers')
  buyers(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<SaleBuyerList> {
    return this.rpc.send(SALE_SUBJECTS.buyers, { id: params.id, userId: user.id });
  }
}
