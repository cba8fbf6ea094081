import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  FAVOURITES_SUBJECTS,
  FavouriteDto,
  type FavouriteIds,
  type FavouriteList,
  type FavouriteStatus,
} from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';
import { AdIdParam } from './ad-id.param';

/** The logged-in user's hearts (public spec 6-8; accounts spec 2.7); a guest gets 401 and the login dialog. */
@Controller()
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class FavouritesController {
  constructor(private readonly rpc: RpcClient) {}

  /** The profile's tab reads it as /user/favorites (accounts spec 7), the public pages as /favorites (public spec 7). */
  @Get(['favorites', 'user/favorites'])
  list(@CurrentUser() user: AccountUser): Promise<FavouriteList> {
    return this.rpc.send(FAVOURITES_SUBJECTS.list, { userId: user.id });
  }

  // Before ':adId', which would take 'ids' for an ad number and refuse it.
  @Get('favorites/ids')
  ids(@CurrentUser() user: AccountUser): Promise<FavouriteIds> {
    return this.rpc.send(FAVOURITES_SUBJECTS.ids, { userId: user.id });
  }

  @Get('favorites/:adId')
  status(@Param() params: AdIdParam, @CurrentUser() user: AccountUser): Promise<FavouriteStatus> {
    return this.rpc.send(FAVOURITES_SUBJECTS.status, { userId: user.id, adId: params.adId });
  }

  @Post('favorites')
  @HttpCode(201)
  add(@Body() body: FavouriteDto, @CurrentUser() user: AccountUser): Promise<FavouriteStatus> {
    return this.rpc.send(FAVOURITES_SUBJECTS.add, { userId: user.id, adId: body.adId });
  }

  @Delete('favorites/:adId')
  remove(@Param() params: AdIdParam, @CurrentUser() user: AccountUser): Promise<FavouriteStatus> {
    return this.rpc.send(FAVOURITES_SUBJECTS.remove, { userId: user.id, adId: params.adId });
  }
}
