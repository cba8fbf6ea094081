import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  AdIdDto,
  AdminLoginDto,
  AUDIT_SUBJECTS,
  type AuditEntry,
  AuditLogQueryDto,
  type AdminLoginResponse,
  ADMIN_MESSAGES,
  AdStatusDto,
  type BannedWordList,
  BannedWordsDto,
  CheckContentDto,
  type ContentCheckResult,
  EmailActionDto,
  type EmailSettings,
  EmailSettingsDto,
  MODERATION_SUBJECTS,
  type OwnAd,
} from '@surimarkt/contracts';
import { type Request } from 'express';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { clientIp } from '../common/client-ip';
import { RateLimit } from '../common/rate-limit';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';

type DecisionReply = { success: true; message: string; ad: OwnAd };

/** The back-office's login and the calls it makes on the moderation and ads services (back-office spec 6, 7). */
@Controller()
@UseInterceptors(NoStoreInterceptor)
export class AdminController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly guard: AdminGuard,
    private readonly cache: ResponseCache,
  ) {}

  @Post('admin/login')
  @HttpCode(200)
  @RateLimit('account')
  login(@Body() body: AdminLoginDto, @Req() req: Request): Promise<AdminLoginResponse> {
    return this.rpc.send(MODERATION_SUBJECTS.adminLogin, { ...body, ip: clientIp(req) });
  }

  @Get('admin/login-hint')
  loginHint(): Promise<{ defaultPassword: string | null }> {
    return this.rpc.send(MODERATION_SUBJECTS.adminLoginHint, {});
  }

  @Post('admin/logout')
  @HttpCode(200)
  @Audited({ action: 'admin.logout' })
  @UseGuards(AdminGuard)
  async logout(@Headers('admin-token') token: string): Promise<{ success: true; message: string }> {
    await this.rpc.send(MODERATION_SUBJECTS.adminLogout, { token });
    this.guard.forget(token);
    return { success: true, message: ADMIN_MESSAGES.loggedOut };
  }

  /** Approve, reject (with a reason) or back to pending, decided by the moderation-service; the public lists show it at once. */
  @Patch('ads/:id/status')
  @Audited({ action: 'ad.status', targetType: 'ad' })
  @UseGuards(AdminGuard)
  async setStatus(@Param() params: AdIdDto, @Body() body: AdStatusDto): Promise<DecisionReply> {
    const reply = await this.rpc.send<DecisionReply>(MODERATION_SUBJECTS.decide, { ...body, id: params.id, source: 'back-office' });
    this.cache.clear(params.id);
    return reply;
  }

  /** The one-click link of the operator's mail, sent by the /admin page after login: signed, unexpired, used once. */
  @Post('admin/email-action')
  @Audited({ action: 'ad.email-action', targetType: 'ad', target: { body: 'id' } })
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async emailAction(@Body() body: EmailActionDto): Promise<DecisionReply> {
    const reply = await this.rpc.send<DecisionReply>(MODERATION_SUBJECTS.emailAction, body);
    this.cache.clear();
    return reply;
  }

  @Get('admin/email-settings')
  @UseGuards(AdminGuard)
  emailSettings(): Promise<EmailSettings> {
    return this.rpc.send(MODERATION_SUBJECTS.getEmailSettings, {});
  }

  @Post('admin/email-settings')
  @Audited({ action: 'settings.email' })
  @HttpCode(200)
  @UseGuards(AdminGuard)
  saveEmailSettings(@Body() body: EmailSettingsDto): Promise<EmailSettings> {
    return this.rpc.send(MODERATION_SUBJECTS.saveEmailSettings, body);
  }

  /** The audit trail: the newest entries first. */
  @Get('admin/audit-log')
  @UseGuards(AdminGuard)
  auditLog(@Query() query: AuditLogQueryDto): Promise<{ entries: AuditEntry[] }> {
    return this.rpc.send(AUDIT_SUBJECTS.list, { limit: query.limit ?? 100 });
  }

  @Get('admin/blacklist')
  @UseGuards(AdminGuard)
  blacklist(): Promise<BannedWordList> {
    return this.rpc.send(MODERATION_SUBJECTS.listBannedWords, {});
  }

  @Post('admin/blacklist/add')
  @Audited({ action: 'blacklist.add', targetType: 'word', target: { body: 'words' } })
  @HttpCode(200)
  @UseGuards(AdminGuard)
  addWords(@Body() body: BannedWordsDto): Promise<BannedWordList> {
    return this.rpc.send(MODERATION_SUBJECTS.addBannedWords, body);
  }

  @Post('admin/blacklist/remove')
  @Audited({ action: 'blacklist.remove', targetType: 'word', target: { body: 'words' } })
  @HttpCode(200)
  @UseGuards(AdminGuard)
  removeWords(@Body() body: BannedWordsDto): Promise<BannedWordList> {
    return this.rpc.send(MODERATION_SUBJECTS.removeBannedWords, body);
  }

  @Post('admin/blacklist/test')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  testWords(@Body() body: CheckContentDto): Promise<ContentCheckResult> {
    return this.rpc.send(MODERATION_SUBJECTS.checkContent, body);
  }
}
