import { Global, Module } from '@nestjs/common';
import { ExchangeRatesController } from './exchange-rates.controller';
import { ExchangeRates } from './exchange-rates.service';

/** Global: every module that hands out ads converts their prices at today's rate. */
@Global()
@Module({
  controllers: [ExchangeRatesController],
  providers: [ExchangeRates],
  exports: [ExchangeRates],
})
export class ExchangeRatesModule {}
