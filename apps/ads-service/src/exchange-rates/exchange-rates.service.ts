import { Injectable } from '@nestjs/common';
import {
  DEFAULT_EUR_TO_SRD,
  ErrorCode,
  EXCHANGE_RATE_MESSAGES as M,
  type ExchangeRate,
  type ExchangeRateHistory,
  isLargeRateChange,
} from '@surimarkt/contracts';
import { rpcError } from '@surimarkt/server';
import { DataSource } from 'typeorm';

/** Every ad read converts its price, so today's rate is kept in memory; other replicas take a change within this. */
const RATE_TTL_MS = 5_000;
const HISTORY_SHOWN = 100;
/** The rate's day is the day in Suriname. */
const DAY_IN_PARAMARIBO = `to_char("set_at" AT TIME ZONE 'America/Paramaribo', 'YYYY-MM-DD')`;

@Injectable()
export class ExchangeRates {
  private cache: Promise<ExchangeRate> | null = null;
  private loadedAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Today's rate: the operator's newest, or 40 until one is set. */
  async current(): Promise<ExchangeRate> {
    if (this.cache && Date.now() - this.loadedAt > RATE_TTL_MS) this.cache = null;
    if (!this.cache) {
      this.loadedAt = Date.now();
      this.cache = this.load().catch((error: unknown) => {
        this.cache = null;
        throw error;
      });
    }
    return this.cache;
  }

  async eurToSrd(): Promise<number> {
    return (await this.current()).eurToSrd;
  }

  /**
   * One row: no ad is rewritten, every read converts at the new rate from now on (this replica at once). A change of
   * more than 10 % is taken only confirmed, whoever calls: the screen asks, and an API client cannot slip past.
   */
  async set(eurToSrd: number, confirmed = false): Promise<ExchangeRate> {
    const current = await this.load();
    if (!confirmed && isLargeRateChange(current.eurToSrd, eurToSrd))
      throw rpcError(ErrorCode.Conflict, M.largeChangeUnconfirmed, { eurToSrd: M.largeChangeUnconfirmed });
    const [row] = await this.dataSource.query(
      `INSERT INTO "ads"."exchange_rates" ("eur_to_srd") VALUES ($1)
       RETURNING "eur_to_srd"::float8 AS "rate", ${DAY_IN_PARAMARIBO} AS "date"`,
      [eurToSrd],
    );
    const rate: ExchangeRate = { eurToSrd: row.rate, date: row.date };
    this.cache = Promise.resolve(rate);
    this.loadedAt = Date.now();
    return rate;
  }

  async history(): Promise<ExchangeRateHistory> {
    const rows: Array<{ rate: number; date: string; set_at: Date }> = await this.dataSource.query(
      `SELECT "eur_to_srd"::float8 AS "rate", ${DAY_IN_PARAMARIBO} AS "date", "set_at" FROM "ads"."exchange_rates"
       ORDER BY "set_at" DESC, "id" DESC LIMIT ${HISTORY_SHOWN}`,
    );
    return { history: rows.map((r) => ({ eurToSrd: r.rate, date: r.date, setAt: new Date(r.set_at).toISOString() })) };
  }

  private async load(): Promise<ExchangeRate> {
    const rows: Array<{ rate: number; date: string }> = await this.dataSource.query(
      `SELECT "eur_to_srd"::float8 AS "rate", ${DAY_IN_PARAMARIBO} AS "date" FROM "ads"."exchange_rates"
       ORDER BY "set_at" DESC, "id" DESC LIMIT 1`,
    );
    return rows.length ? { eurToSrd: rows[0].rate, date: rows[0].date } : { eurToSrd: DEFAULT_EUR_TO_SRD, date: null };
  }
}
