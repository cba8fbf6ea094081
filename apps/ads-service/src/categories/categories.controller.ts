import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATEGORIES_SUBJECTS, type Category, type CategoryWithChildren, FindCategoryDto, type SubjectHandlers } from '@surimarkt/contracts';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController implements SubjectHandlers<Pick<typeof CATEGORIES_SUBJECTS, 'list' | 'find'>> {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(CATEGORIES_SUBJECTS.list)
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @MessagePattern(CATEGORIES_SUBJECTS.find)
  find(@Payload() dto: FindCategoryDto): Promise<CategoryWithChildren> {
    return this.categories.find(dto.slugOrId);
  }
}
