import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EXCHANGE_RATE_SUBJECTS,
  type ExchangeRate,
  type ExchangeRateHistory,
  SetExchangeRateDto,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { ExchangeRates } from './exchange-rates.service';

/** The rate, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class ExchangeRatesController implements SubjectHandlers<typeof EXCHANGE_RATE_SUBJECTS> {
  constructor(private readonly rates: ExchangeRates) {}

  @MessagePattern(EXCHANGE_RATE_SUBJECTS.current)
  current(): Promise<ExchangeRate> {
    return this.rates.current();
  }

  @MessagePattern(EXCHANGE_RATE_SUBJECTS.set)
  set(@Payload() dto: SetExchangeRateDto): Promise<ExchangeRate> {
    return this.rates.set(dto.eurToSrd, dto.confirmed === true);
  }

  @MessagePattern(EXCHANGE_RATE_SUBJECTS.history)
  history(): Promise<ExchangeRateHistory> {
    return this.rates.history();
  }
}
