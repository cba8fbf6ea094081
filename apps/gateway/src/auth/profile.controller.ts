import { Body, Controller, Get, HttpCode, Post, Put, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ACCOUNT_SUBJECTS as S,
  type AccountUser,
  DeleteAccountDto,
  type MessageResponse,
  NotificationSettingsDto,
  type NotificationSettings,
  UpdateProfileDto,
  type UserUpdatedResponse,
  VerifyPhoneDto,
} from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { clientIp } from '../common/client-ip';
import { RpcClient } from '../common/rpc-client.service';
import { RateLimit } from '../common/rate-limit';
import { CurrentUser } from './current-user.decorator';
import { NoStoreInterceptor } from './no-store.interceptor';
import { clearSessionCookies } from './session-cookies';
import { SessionResolver } from './session-resolver.service';
import { SessionGuard, type SessionRequest } from './session.guard';

/** The logged-in user's own data; every call acts on the session's user, never on an id from the browser. */
@Controller()
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
  ) {}

  @Put('profile')
  update(@Body() body: UpdateProfileDto, @CurrentUser() user: AccountUser): Promise<UserUpdatedResponse> {
    return this.rpc.send(S.updateProfile, { ...body, userId: user.id });
  }

  /** Without a code: a 6-digit code is sent by SMS. With the code: the phone is marked verified. */
  @Post('auth/verify-phone')
  @HttpCode(200)
  @RateLimit('account')
  verifyPhone(
    @Body() body: VerifyPhoneDto,
    @CurrentUser() user: AccountUser,
    @Req() req: Request,
  ): Promise<MessageResponse | UserUpdatedResponse> {
    return this.rpc.send(S.verifyPhone, { ...body, userId: user.id, ip: clientIp(req) });
  }

  @Get('auth/notifications')
  notifications(@CurrentUser() user: AccountUser): Promise<NotificationSettings> {
    return this.rpc.send(S.getNotifications, { userId: user.id });
  }

  @Post('auth/notifications')
  @HttpCode(200)
  setNotifications(@Body() body: NotificationSettingsDto, @CurrentUser() user: AccountUser): Promise<NotificationSettings> {
    return this.rpc.send(S.setNotifications, { ...body, userId: user.id });
  }

  /** The accounts-service checks the password and removes the ads, a business's package and the account, in that order. */
  @Post('auth/delete-account')
  @HttpCode(200)
  async deleteAccount(
    @Body() body: DeleteAccountDto,
    @CurrentUser() user: AccountUser,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    const reply = await this.rpc.send<MessageResponse>(S.deleteAccount, { ...body, userId: user.id });
    if (req.sessionToken) this.sessions.forget(req.sessionToken);
    clearSessionCookies(req, res);
    return reply;
  }
}
