import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AdminExchangeRateController } from './admin-exchange-rate.controller';
import { ExchangeRateController } from './exchange-rate.controller';

@Module({ imports: [AdminAuthModule], controllers: [ExchangeRateController, AdminExchangeRateController] })
export class ExchangeRateModule {}
