import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdIdDto, FILTER_SUBJECTS, FilterCategoryQuery, FilterDto, type SubjectHandlers } from '@surimarkt/contracts';
import { FiltersService } from './filters.service';

@Controller()
export class FiltersController implements SubjectHandlers<typeof FILTER_SUBJECTS> {
  constructor(private readonly filters: FiltersService) {}

  @MessagePattern(FILTER_SUBJECTS.forCategory)
  forCategory(@Payload() dto: FilterCategoryQuery) {
    return this.filters.forCategory(dto.category);
  }

  @MessagePattern(FILTER_SUBJECTS.list)
  list() {
    return this.filters.list();
  }

  @MessagePattern(FILTER_SUBJECTS.create)
  create(@Payload() dto: FilterDto) {
    return this.filters.create(dto);
  }

  @MessagePattern(FILTER_SUBJECTS.remove)
  remove(@Payload() dto: AdIdDto) {
    return this.filters.remove(dto.id);
  }
}
