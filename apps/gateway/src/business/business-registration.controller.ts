import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ACCOUNT_SUBJECTS, type LoginResponse, RegisterBusinessDto } from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { setSessionCookies, withoutSessionToken } from '../auth/session-cookies';
import { RateLimit } from '../common/rate-limit';
import { RpcClient } from '../common/rpc-client.service';

/** POST /api/auth/register-business: the accounts-service makes the account and its package as one outcome. */
@Controller('auth')
@UseInterceptors(NoStoreInterceptor)
export class BusinessRegistrationController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('register-business')
  @HttpCode(201)
  @RateLimit('account')
  async register(
    @Body() body: RegisterBusinessDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Omit<LoginResponse, 'token'> & { autoLogin: true }> {
    const reply = await this.rpc.send<LoginResponse>(ACCOUNT_SUBJECTS.registerBusiness, body);
    setSessionCookies(req, res, reply.token, new Date(reply.expiresAt));
    return { ...withoutSessionToken(reply), autoLogin: true };
  }
}
