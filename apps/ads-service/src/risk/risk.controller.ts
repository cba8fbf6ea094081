import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AdRiskSignals, AdRiskSignalsRequest, RISK_SUBJECTS } from '@surimarkt/contracts';
import { RiskSignals } from './risk-signals.service';

@Controller()
export class RiskController {
  constructor(private readonly risk: RiskSignals) {}

  @MessagePattern(RISK_SUBJECTS.signals)
  signals(@Payload() dto: AdRiskSignalsRequest): Promise<AdRiskSignals> {
    return this.risk.signals(dto.adId);
  }
}
