import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  CreatePushSubscriptionDto,
  type PushPreferences,
  PushPreferencesDto,
  type PushPublicKey,
  PUSH_SUBJECTS,
  type PushSubscriptionCreated,
  PushSubscriptionIdDto,
  type PushSubscriptionList,
} from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard, type SessionRequest } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/**
 * Web Push (contract 'Push'): the key a browser subscribes with, and the session's user's devices and switches. A
 * subscription goes with the session's token, so that logging out on that device removes it.
 */
@Controller('push')
@UseInterceptors(NoStoreInterceptor)
export class PushController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('public-key')
  publicKey(): Promise<PushPublicKey> {
    return this.rpc.send(PUSH_SUBJECTS.publicKey, {});
  }

  @Post('subscriptions')
  @HttpCode(201)
  @UseGuards(SessionGuard)
  subscribe(
    @Body() body: CreatePushSubscriptionDto,
    @CurrentUser() user: AccountUser,
    @Req() req: SessionRequest,
  ): Promise<PushSubscriptionCreated> {
    // The session's token, which SessionGuard has set: a device belongs to the session that subscribed it.
    return this.rpc.send(PUSH_SUBJECTS.subscribe, { ...body, userId: user.id, token: req.sessionToken! });
  }

  @Get('subscriptions')
  @UseGuards(SessionGuard)
  list(@CurrentUser() user: AccountUser, @Req() req: SessionRequest): Promise<PushSubscriptionList> {
    return this.rpc.send(PUSH_SUBJECTS.list, { userId: user.id, token: req.sessionToken! });
  }

  @Delete('subscriptions/:id')
  @UseGuards(SessionGuard)
  remove(@Param() params: PushSubscriptionIdDto, @CurrentUser() user: AccountUser): Promise<{ message: string }> {
    return this.rpc.send(PUSH_SUBJECTS.remove, { id: params.id, userId: user.id });
  }

  @Get('preferences')
  @UseGuards(SessionGuard)
  preferences(@CurrentUser() user: AccountUser): Promise<PushPreferences> {
    return this.rpc.send(PUSH_SUBJECTS.preferences, { userId: user.id });
  }

  @Put('preferences')
  @UseGuards(SessionGuard)
  setPreferences(@Body() body: PushPreferencesDto, @CurrentUser() user: AccountUser): Promise<PushPreferences> {
    return this.rpc.send(PUSH_SUBJECTS.setPreferences, { ...body, userId: user.id });
  }
}
