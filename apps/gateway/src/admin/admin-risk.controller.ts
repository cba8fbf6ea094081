import { Body, Controller, Get, HttpCode, Post, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type MessageWarningPatterns,
  RISK_SUBJECTS,
  type RiskReasonStats,
  type RiskSettings,
  RiskSettingsDto,
  WarningPatternDto,
} from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { RpcClient } from '../common/rpc-client.service';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';

/** The back-office's risk checks: the setting above the threshold, the week per reason, the message warning patterns. */
@Controller('admin')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminRiskController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('risk-settings')
  settings(): Promise<RiskSettings> {
    return this.rpc.send(RISK_SUBJECTS.getSettings, {});
  }

  @Put('risk-settings')
  @Audited({ action: 'settings.risk' })
  saveSettings(@Body() body: RiskSettingsDto): Promise<RiskSettings> {
    return this.rpc.send(RISK_SUBJECTS.saveSettings, body);
  }

  @Get('risk-stats')
  stats(): Promise<RiskReasonStats> {
    return this.rpc.send(RISK_SUBJECTS.stats, {});
  }

  @Get('message-warnings')
  patterns(): Promise<MessageWarningPatterns> {
    return this.rpc.send(RISK_SUBJECTS.listWarningPatterns, {});
  }

  @Post('message-warnings')
  @Audited({ action: 'warning-pattern.add', targetType: 'pattern', target: { body: 'pattern' } })
  @HttpCode(200)
  addPattern(@Body() body: WarningPatternDto): Promise<MessageWarningPatterns> {
    return this.rpc.send(RISK_SUBJECTS.addWarningPattern, body);
  }

  @Post('message-warnings/remove')
  @Audited({ action: 'warning-pattern.remove', targetType: 'pattern', target: { body: 'pattern' } })
  @HttpCode(200)
  removePattern(@Body() body: WarningPatternDto): Promise<MessageWarningPatterns> {
    return this.rpc.send(RISK_SUBJECTS.removeWarningPattern, body);
  }
}
