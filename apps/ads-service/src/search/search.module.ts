import { Module } from '@nestjs/common';
import { SearchPostingsService } from './search-postings.service';
import { SearchQueryService } from './search-query.service';

@Module({
  providers: [SearchQueryService, SearchPostingsService],
  exports: [SearchQueryService],
})
export class SearchModule {}
