import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdIdDto, CATEGORY_ADMIN_SUBJECTS, CategoryDto, CategoryUpdateRequest, type SubjectHandlers } from '@surimarkt/contracts';
import { CategoryAdminService } from './category-admin.service';

@Controller()
export class CategoryAdminController implements SubjectHandlers<typeof CATEGORY_ADMIN_SUBJECTS> {
  constructor(private readonly admin: CategoryAdminService) {}

  @MessagePattern(CATEGORY_ADMIN_SUBJECTS.list)
  list() {
    return this.admin.list();
  }

  @MessagePattern(CATEGORY_ADMIN_SUBJECTS.create)
  create(@Payload() dto: CategoryDto) {
    return this.admin.create(dto);
  }

  @MessagePattern(CATEGORY_ADMIN_SUBJECTS.update)
  update(@Payload() dto: CategoryUpdateRequest) {
    return this.admin.update(dto);
  }

  @MessagePattern(CATEGORY_ADMIN_SUBJECTS.remove)
  remove(@Payload() dto: AdIdDto) {
    return this.admin.remove(dto.id);
  }
}
