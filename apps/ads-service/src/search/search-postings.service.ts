import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';

/** A word in this many ads is "hot": a search for it reads its postings instead of gathering every match. */
export const HOT_WORD_MIN_ADS = 1000;
/** Newest postings kept per hot word and tier: a first page needs 20, filters thin the list out. */
export const POSTINGS_KEPT = 1000;
/** Words made hot per run, so one run never holds the lock on new ads for long. */
const PROMOTIONS_PER_RUN = 50;
const RUN_EVERY_MS = 5 * 60_000;

/** The tsquery of one lexeme in the title (A) or only in the description; the cast keeps the lexeme as it is. */
const TIER_QUERY = {
  title: `(quote_literal($1) || ':A')::tsquery`,
  body: `(quote_literal($1) || ' & !' || quote_literal($1) || ':A')::tsquery`,
};

/**
 * Keeps the postings of common words (see the search-postings migration): makes words hot as the vocabulary
 * counts them past HOT_WORD_MIN_ADS, and trims each list to its newest POSTINGS_KEPT rows.
 */
@Injectable()
export class SearchPostingsService {
  private readonly logger = new Logger(SearchPostingsService.name);
  private running = false;

  constructor(private readonly dataSource: DataSource) {}

  @Interval('search-postings', RUN_EVERY_MS)
  async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const promoted = await this.promote();
      const trimmed = await this.trim();
      if (promoted + trimmed > 0) this.logger.log(`search postings: ${promoted} words made hot, ${trimmed} lists trimmed`);
    } finally {
      this.running = false;
    }
  }

  /** Makes the most used words of at least `minAds` ads hot (at most `max`); returns how many. */
  async promote(minAds = HOT_WORD_MIN_ADS, max = PROMOTIONS_PER_RUN): Promise<number> {
    const words: Array<{ word: string }> = await this.dataSource.query(
      `SELECT t."word" FROM "ads"."search_terms" t
       WHERE t."doc_count" >= $1 AND NOT EXISTS (SELECT 1 FROM "ads"."search_hot_words" h WHERE h."word" = t."word")
       ORDER BY t."doc_count" DESC, t."word" LIMIT $2`,
      [minAds, max],
    );
    for (const { word } of words) await this.promoteWord(word);
    return words.length;
  }

  /**
   * Fills a word's two lists with its newest ads and marks it hot, in one transaction that holds new writes to
   * the ads back: an ad approved meanwhile would otherwise be neither in the fill (not yet committed) nor
   * added by the trigger (which did not see the word as hot yet).
   */
  private async promoteWord(word: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE "ads"."ads" IN SHARE MODE`);
      for (const [tier, inTitle] of [
        ['title', true],
        ['body', false],
      ] as const) {
        // A full list is complete after its oldest row only (an ad of the same microsecond may be left out).
        await manager.query(
          `WITH newest AS (
             SELECT a."id", a."created_at", a."category_id", a."subcategory_id", a."location" FROM "ads"."ads" a
             WHERE a."status" = 'approved' AND a."search_vector" @@ ${TIER_QUERY[tier]}
             ORDER BY a."created_at" DESC, a."id" DESC LIMIT ${POSTINGS_KEPT}
           ), added AS (
             INSERT INTO "ads"."search_postings" ("word", "in_title", "created_at", "ad_id", "category_id", "subcategory_id", "location")
             SELECT $1, $2, "created_at", "id", "category_id", "subcategory_id", "location" FROM newest ON CONFLICT DO NOTHING
           )
           INSERT INTO "ads"."search_hot_words" ("word", "in_title", "since")
           SELECT $1, $2, CASE WHEN count(*) < ${POSTINGS_KEPT} THEN '-infinity' ELSE min("created_at") END FROM newest
           ON CONFLICT DO NOTHING`,
          [word, inTitle],
        );
      }
    });
  }

  /** Cuts every list longer than `keep` back to its newest rows and moves its `since` up; returns how many. */
  async trim(keep = POSTINGS_KEPT): Promise<number> {
    const lists: Array<{ word: string; in_title: boolean }> = await this.dataSource.query(
      `SELECT h."word", h."in_title" FROM "ads"."search_hot_words" h
       WHERE EXISTS (SELECT 1 FROM "ads"."search_postings" p WHERE p."word" = h."word" AND p."in_title" = h."in_title" OFFSET $1)`,
      [keep],
    );
    for (const { word, in_title: inTitle } of lists) {
      // The list is complete after its (keep + 1)th row already (that was after the old `since`); nothing older is needed.
      await this.dataSource.query(
        `WITH cut AS (
           SELECT p."created_at" FROM "ads"."search_postings" p WHERE p."word" = $1 AND p."in_title" = $2
           ORDER BY p."created_at" DESC, p."ad_id" DESC OFFSET $3 LIMIT 1
         ), moved AS (
           UPDATE "ads"."search_hot_words" h SET "since" = cut."created_at" FROM cut
           WHERE h."word" = $1 AND h."in_title" = $2 AND h."since" < cut."created_at"
         )
         DELETE FROM "ads"."search_postings" p USING cut WHERE p."word" = $1 AND p."in_title" = $2 AND p."created_at" <= cut."created_at"`,
        [word, inTitle, keep],
      );
    }
    return lists.length;
  }
}
