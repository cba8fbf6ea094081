import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdIdsDto,
  type AdRisk,
  CheckMessageRequest,
  type MessageWarningPatterns,
  PendingByRiskRequest,
  RISK_SUBJECTS,
  type RiskReasonStats,
  type RiskSettings,
  RiskSettingsDto,
  WarningPatternDto,
} from '@surimarkt/contracts';
import { RiskService } from './risk.service';
import { WarningPatterns } from './warning-patterns.service';

@Controller()
export class RiskController {
  constructor(
    private readonly risk: RiskService,
    private readonly patterns: WarningPatterns,
  ) {}

  @MessagePattern(RISK_SUBJECTS.risks)
  risks(@Payload() dto: AdIdsDto): Promise<{ risks: Record<number, AdRisk> }> {
    return this.risk.risks(dto.adIds);
  }

  @MessagePattern(RISK_SUBJECTS.pendingByRisk)
  pendingByRisk(@Payload() dto: PendingByRiskRequest): Promise<{ adIds: number[] }> {
    return this.risk.pendingByRisk(dto.limit);
  }

  @MessagePattern(RISK_SUBJECTS.getSettings)
  settings(): Promise<RiskSettings> {
    return this.risk.settings();
  }

  @MessagePattern(RISK_SUBJECTS.saveSettings)
  saveSettings(@Payload() dto: RiskSettingsDto): Promise<RiskSettings> {
    return this.risk.saveSettings(dto);
  }

  @MessagePattern(RISK_SUBJECTS.stats)
  stats(): Promise<RiskReasonStats> {
    return this.risk.stats();
  }

  @MessagePattern(RISK_SUBJECTS.checkMessage)
  checkMessage(@Payload() dto: CheckMessageRequest): Promise<{ allowed: boolean; warning: boolean }> {
    return this.patterns.checkMessage(dto.text);
  }

  @MessagePattern(RISK_SUBJECTS.listWarningPatterns)
  listPatterns(): Promise<MessageWarningPatterns> {
    return this.patterns.list();
  }

  @MessagePattern(RISK_SUBJECTS.addWarningPattern)
  addPattern(@Payload() dto: WarningPatternDto): Promise<MessageWarningPatterns> {
    return this.patterns.add(dto.pattern);
  }

  @MessagePattern(RISK_SUBJECTS.removeWarningPattern)
  removePattern(@Payload() dto: WarningPatternDto): Promise<MessageWarningPatterns> {
    return this.patterns.remove(dto.pattern);
  }
}
