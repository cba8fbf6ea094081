import { Injectable } from '@nestjs/common';
import { type MessageWarningPatterns, RISK_MESSAGES } from '@surimarkt/contracts';
import { badRequest, notFound } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { BannedWordsService } from '../banned-words/banned-words.service';
import { findBannedWords, normalizeText } from '../banned-words/match-banned-words';

/**
 * The phrases that get a message's reader warned (payment up front, a transfer, a deposit, a courier, a payment or
 * shortened link), matched like the banned words: whole words, case and accents ignored, 'bit.ly' as 'bit ly'.
 */
@Injectable()
export class WarningPatterns {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bannedWords: BannedWordsService,
  ) {}

  /** A message's check: refused for a banned word (as ads are held for one), warned for a pattern. */
  async checkMessage(text: string): Promise<{ allowed: boolean; warning: boolean }> {
    const [{ allowed }, patterns] = await Promise.all([this.bannedWords.checkContent({ description: text }), this.rows()]);
    return { allowed, warning: findBannedWords([text], patterns).length > 0 };
  }

  async list(): Promise<MessageWarningPatterns> {
    return { patterns: (await this.rows()).map((r) => r.word) };
  }

  async add(pattern: string): Promise<MessageWarningPatterns> {
    const normalized = normalizeText(pattern);
    if (!normalized) throw badRequest(RISK_MESSAGES.patternWithoutLetters, { pattern: RISK_MESSAGES.patternWithoutLetters });
    if (normalized.length > 100) throw badRequest(RISK_MESSAGES.patternTooLong, { pattern: RISK_MESSAGES.patternTooLong });
    const added: unknown[] = await this.dataSource.query(
      `INSERT INTO "moderation"."warning_patterns" ("normalized", "pattern") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [normalized, pattern.replace(/\s+/g, ' ')],
    );
    if (!added.length) throw badRequest(RISK_MESSAGES.patternExists, { pattern: RISK_MESSAGES.patternExists });
    return this.list();
  }

  async remove(pattern: string): Promise<MessageWarningPatterns> {
    const [, removed] = await this.dataSource.query(`DELETE FROM "moderation"."warning_patterns" WHERE "normalized" = $1`, [
      normalizeText(pattern),
    ]);
    if (!removed) throw notFound(RISK_MESSAGES.patternNotFound);
    return this.list();
  }

  private rows(): Promise<{ word: string; normalized: string }[]> {
    return this.dataSource.query(`SELECT "pattern" AS "word", "normalized" FROM "moderation"."warning_patterns" ORDER BY "normalized"`);
  }
}
