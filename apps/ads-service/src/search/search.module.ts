import { Module } from '@nestjs/common';
import { SearchPostingsService } from './search-postings.service';
import { SearchQueryService } from './search-query.service';
import { SynonymsController } from './synonyms.controller';
import { Synonyms } from './synonyms.service';

@Module({
  controllers: [SynonymsController],
  providers: [SearchQueryService, SearchPostingsService, Synonyms],
  exports: [SearchQueryService],
})
export class SearchModule {}
