import { Module } from '@nestjs/common';
import { SearchQueryService } from './search-query.service';

@Module({
  providers: [SearchQueryService],
  exports: [SearchQueryService],
})
export class SearchModule {}
