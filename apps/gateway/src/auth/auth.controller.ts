import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ACCOUNT_SUBJECTS as S,
  type AccountUser,
  ChangePasswordDto,
  type CurrentUserResponse,
  ForgotPasswordDto,
  LoginDto,
  type DemoLoginAvailability,
  type LoginResponse,
  type MessageResponse,
  RegisterDto,
  type RegisterResponse,
  ResetPasswordDto,
  VerifyEmailDto,
  type VerifyEmailResponse,
} from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { clientIp } from '../common/client-ip';
import { InjectEnv } from '@surimarkt/server';
import { httpError } from '../common/http-error';
import { RpcClient } from '../common/rpc-client.service';
import { RateLimit } from '../common/rate-limit';
import { type Env } from '../config/env';
import { CurrentUser } from './current-user.decorator';
import { NoStoreInterceptor } from './no-store.interceptor';
import { clearSessionCookies, DEVICE_COOKIE, readCookie, setDeviceCookie, setSessionCookies, withoutSessionToken } from './session-cookies';
import { SessionResolver } from './session-resolver.service';
import { SessionGuard, type SessionRequest } from './session.guard';

/** Registration, login and logout, and the password flows (accounts spec 2.2-2.4, 5, 7). */
@Controller()
@UseInterceptors(NoStoreInterceptor)
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
    @InjectEnv() private readonly env: Env,
  ) {}

  @Post('auth/register')
  @RateLimit('account')
  register(@Body() body: RegisterDto): Promise<RegisterResponse> {
    return this.rpc.send(S.register, body);
  }

  /** The mailed activation link's page posts its token here: the account is activated and logged in. */
  @Post('auth/verify-email')
  @HttpCode(200)
  @RateLimit('account')
  async verifyEmail(
    @Body() body: VerifyEmailDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Omit<VerifyEmailResponse & LoginResponse, 'token'>> {
    const reply = await this.rpc.send<VerifyEmailResponse & LoginResponse>(S.verifyEmail, body);
    setSessionCookies(req, res, reply.token, new Date(reply.expiresAt));
    return withoutSessionToken(reply);
  }

  @Post('auth/resend-verification')
  @HttpCode(200)
  @RateLimit('account')
  @UseGuards(SessionGuard)
  resendVerification(@CurrentUser() user: AccountUser): Promise<MessageResponse> {
    return this.rpc.send(S.resendVerification, { userId: user.id });
  }

  /**
   * The session goes into the httpOnly cookie; the token is in the answer only for an API client that asks for it
   * (`bearer: true`), so a page script never sees it. The device cookie marks this browser as the owner's.
   */
  @Post('auth/login')
  @HttpCode(200)
  @RateLimit('login')
  async login(
    @Body() { bearer, ...body }: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse | Omit<LoginResponse, 'token'>> {
    const { device, ...reply } = await this.rpc.send<LoginResponse & { device: { token: string; expiresAt: string } }>(S.login, {
      ...body,
      ip: clientIp(req),
      deviceToken: readCookie(req, DEVICE_COOKIE),
    });
    setSessionCookies(req, res, reply.token, new Date(reply.expiresAt));
    setDeviceCookie(req, res, device.token, new Date(device.expiresAt));
    return bearer ? reply : withoutSessionToken(reply);
  }

  /** Whether the demo login exists here: the login page offers it, as a demo hint, only then. */
  @Get('auth/demo-login')
  demoLoginAvailability(): DemoLoginAvailability {
    return { available: this.env.NODE_ENV !== 'production' };
  }

  /** One click into the demo account, for trying the product; it does not exist in production. */
  @Post('auth/demo-login')
  @HttpCode(200)
  async demoLogin(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Omit<LoginResponse, 'token'>> {
    if (this.env.NODE_ENV === 'production') throw httpError(404, 'Niet gevonden');
    const reply = await this.rpc.send<LoginResponse>(S.demoLogin, {});
    setSessionCookies(req, res, reply.token, new Date(reply.expiresAt));
    return withoutSessionToken(reply);
  }

  /** Ends the session for real (also when the cookie is all that is left), and clears the cookies. */
  @Post(['logout', 'auth/logout'])
  @HttpCode(200)
  async logout(@Req() req: SessionRequest, @Res({ passthrough: true }) res: Response): Promise<MessageResponse> {
    const found = this.sessions.tokenOf(req);
    clearSessionCookies(req, res);
    const reply = await this.rpc.send<MessageResponse>(S.logout, { token: found?.token ?? '' });
    if (found) this.sessions.forget(found.token);
    return reply;
  }

  @Get('auth/user')
  @UseGuards(SessionGuard)
  currentUser(@CurrentUser() user: AccountUser): CurrentUserResponse {
    return { user };
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @RateLimit('account')
  forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageResponse> {
    return this.rpc.send(S.forgotPassword, body);
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @RateLimit('account')
  resetPassword(@Body() body: ResetPasswordDto): Promise<MessageResponse> {
    return this.rpc.send(S.resetPassword, body);
  }

  @Post('auth/change-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  changePassword(@Body() body: ChangePasswordDto, @CurrentUser() user: AccountUser, @Req() req: SessionRequest): Promise<MessageResponse> {
    return this.rpc.send(S.changePassword, { ...body, userId: user.id, token: req.sessionToken });
  }
}
