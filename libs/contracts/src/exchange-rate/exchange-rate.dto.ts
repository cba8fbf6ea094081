import { Transform } from 'class-transformer';
import { IsBoolean, IsNumber, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { EXCHANGE_RATE_MESSAGES as M } from './exchange-rate.messages';
import { type ExchangeRate, type ExchangeRateHistory, RATE_DECIMALS, RATE_MAX, RATE_MIN } from './exchange-rate.types';

// The EUR/SRD rate, owned by the ads-service (it owns prices).
//   GET /api/exchange-rate                     → ExchangeRate (public)
//   PUT /api/admin/exchange-rate {eurToSrd, confirmed?} → ExchangeRate (back-office, audited); a change of more than
//     10 % without confirmed: true is a 409 (largeChangeUnconfirmed)
//   GET /api/admin/exchange-rate/history       → ExchangeRateHistory
export const EXCHANGE_RATE_SUBJECTS = {
  current: natsSubject<Record<string, never>, ExchangeRate>('ads.exchange-rate'),
  set: natsSubject<SetExchangeRateDto, ExchangeRate>('ads.set-exchange-rate'),
  history: natsSubject<Record<string, never>, ExchangeRateHistory>('ads.exchange-rate-history'),
} as const;

const RATE_SPELLING = new RegExp(`^\\d+(\\.\\d{1,${RATE_DECIMALS}})?$`);

function hasRateDecimals(value: unknown): boolean {
  return typeof value === 'number' && RATE_SPELLING.test(String(value));
}

export class SetExchangeRateDto {
  // A string such as '38,5' is not a number: the form sends a number, anything else is refused.
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.rateInvalid })
  // Counted here, not with IsNumber's maxDecimalPlaces: that throws on a number spelt with an exponent (1e-9).
  @ValidateBy({ name: 'rateDecimals', validator: { validate: hasRateDecimals } }, { message: M.rateInvalid })
  @Min(RATE_MIN, { message: M.rateInvalid })
  @Max(RATE_MAX, { message: M.rateInvalid })
  eurToSrd: number;

  /** The operator saw the change of more than 10 % and confirmed it. */
  @IsOptional()
  @IsBoolean({ message: M.rateInvalid })
  confirmed?: boolean;
}
