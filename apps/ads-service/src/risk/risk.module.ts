import { Module } from '@nestjs/common';
import { PricesModule } from '../prices/prices.module';
import { PhotoHashes } from './photo-hashes.service';
import { RiskController } from './risk.controller';
import { RiskSignals } from './risk-signals.service';

@Module({ imports: [PricesModule], controllers: [RiskController], providers: [PhotoHashes, RiskSignals] })
export class RiskModule {}
