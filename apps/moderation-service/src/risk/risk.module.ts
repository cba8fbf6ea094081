import { Module } from '@nestjs/common';
import { serviceClientProvider } from '@surimarkt/server';
import { BannedWordsModule } from '../banned-words/banned-words.module';
import { RiskController } from './risk.controller';
import { RISK_CLIENT, RiskService } from './risk.service';
import { WarningPatterns } from './warning-patterns.service';

@Module({
  imports: [BannedWordsModule],
  controllers: [RiskController],
  providers: [RiskService, WarningPatterns, serviceClientProvider(RISK_CLIENT)],
  exports: [RiskService],
})
export class RiskModule {}
