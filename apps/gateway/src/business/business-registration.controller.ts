import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Logger, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ACCOUNT_SUBJECTS, BILLING_SUBJECTS, type LoginResponse, RegisterBusinessDto } from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { setSessionCookies } from '../auth/session-cookies';
import { RateLimit } from '../common/rate-limit';
import { RpcClient } from '../common/rpc-client.service';

/**
 * POST /api/auth/register-business: the business account (accounts-service) and its pending subscription
 * (billing-service) as one outcome. The subscription is made first under an id chosen here; if the account then
 * cannot be made (the address is taken, say), the subscription is discarded again, so neither remains.
 */
@Controller('auth')
@UseInterceptors(NoStoreInterceptor)
export class BusinessRegistrationController {
  private readonly logger = new Logger(BusinessRegistrationController.name);

  constructor(private readonly rpc: RpcClient) {}

  @Post('register-business')
  @HttpCode(201)
  @RateLimit('account')
  async register(
    @Body() body: RegisterBusinessDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse & { autoLogin: true }> {
    const userId = randomUUID();
    const { packageType, ...account } = body;
    await this.rpc.send(BILLING_SUBJECTS.createSubscription, {
      userId,
      packageType,
      companyName: body.companyName,
      contactName: `${body.firstName} ${body.lastName}`,
      email: body.email,
    });
    let reply: LoginResponse;
    try {
      reply = await this.rpc.send<LoginResponse>(ACCOUNT_SUBJECTS.registerBusiness, { ...account, id: userId });
    } catch (error) {
      await this.rpc
        .send(BILLING_SUBJECTS.discardSubscription, { userId })
        .catch((undo: unknown) =>
          this.logger.error(`subscription of failed registration ${userId} not discarded: ${(undo as Error)?.message ?? undo}`),
        );
      throw error;
    }
    setSessionCookies(req, res, reply.token, new Date(reply.expiresAt));
    return { ...reply, autoLogin: true };
  }
}
