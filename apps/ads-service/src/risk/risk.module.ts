import { Module } from '@nestjs/common';
import { PhotoHashes } from './photo-hashes.service';
import { RiskController } from './risk.controller';
import { RiskSignals } from './risk-signals.service';

@Module({ controllers: [RiskController], providers: [PhotoHashes, RiskSignals] })
export class RiskModule {}
