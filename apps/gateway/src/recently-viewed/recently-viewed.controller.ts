import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, MergeRecentlyViewedDto, RECENTLY_VIEWED_SUBJECTS, type RecentlyViewedList } from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';
import { AdIdParam } from '../favourites/ad-id.param';

/** The logged-in user's recently viewed ads (accounts spec 2.10); the browser's list joins it at login. */
@Controller('user/recently-viewed')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class RecentlyViewedController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUser() user: AccountUser): Promise<RecentlyViewedList> {
    return this.rpc.send(RECENTLY_VIEWED_SUBJECTS.list, { userId: user.id });
  }

  @Post()
  @HttpCode(200)
  merge(@Body() body: MergeRecentlyViewedDto, @CurrentUser() user: AccountUser): Promise<RecentlyViewedList> {
    return this.rpc.send(RECENTLY_VIEWED_SUBJECTS.merge, { userId: user.id, adIds: body.adIds });
  }

  @Delete()
  clear(@CurrentUser() user: AccountUser): Promise<RecentlyViewedList> {
    return this.rpc.send(RECENTLY_VIEWED_SUBJECTS.clear, { userId: user.id });
  }

  @Delete(':adId')
  remove(@Param() params: AdIdParam, @CurrentUser() user: AccountUser): Promise<RecentlyViewedList> {
    return this.rpc.send(RECENTLY_VIEWED_SUBJECTS.remove, { userId: user.id, adId: params.adId });
  }
}
