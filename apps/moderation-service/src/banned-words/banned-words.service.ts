import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type BannedWordList,
  type CheckContentDto,
  type ContentCheckResult,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
} from '@surimarkt/contracts';
import { badRequest } from '@surimarkt/server';
import { In, Repository } from 'typeorm';
import { BannedWordEntity } from './banned-word.entity';
import { findBannedWords, normalizeText } from './match-banned-words';

@Injectable()
export class BannedWordsService {
  constructor(@InjectRepository(BannedWordEntity) private readonly bannedWords: Repository<BannedWordEntity>) {}

  async checkContent(dto: CheckContentDto): Promise<ContentCheckResult> {
    const banned = await this.bannedWords.find({ select: { word: true, normalized: true }, order: { normalized: 'ASC' } });
    const blockedWords = findBannedWords([dto.title, dto.description], banned);
    return { allowed: blockedWords.length === 0, blockedWords };
  }

  async listBannedWords(): Promise<BannedWordList> {
    const rows = await this.bannedWords.find({ select: { word: true }, order: { normalized: 'ASC' } });
    return { words: rows.map((row) => row.word) };
  }

  /** Adds the words; one already listed in another case or with other accents is left as it is. */
  async addBannedWords(words: string[]): Promise<BannedWordList> {
    const byNormalized = new Map<string, string>();
    for (const word of words) {
      const normalized = normalizeText(word);
      // Unicode normalization can lengthen a word ('ﬃ' becomes 'ffi'); the column holds 100.
      if (normalized.length > MODERATION_LIMITS.wordMaxLength)
        throw badRequest(MODERATION_MESSAGES.wordTooLong, { words: MODERATION_MESSAGES.wordTooLong });
      byNormalized.set(normalized, word.replace(/\s+/g, ' '));
    }
    byNormalized.delete('');
    if (byNormalized.size) {
      await this.bannedWords
        .createQueryBuilder()
        .insert()
        .values([...byNormalized].map(([normalized, word]) => ({ word, normalized })))
        .orIgnore()
        .execute();
    }
    return this.listBannedWords();
  }

  /** Removes the words, matched the way content is matched; a word not listed changes nothing. */
  async removeBannedWords(words: string[]): Promise<BannedWordList> {
    const normalized = words.map(normalizeText).filter(Boolean);
    if (normalized.length) await this.bannedWords.delete({ normalized: In(normalized) });
    return this.listBannedWords();
  }
}
