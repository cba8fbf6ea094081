import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DRAFTS_SUBJECTS, DraftForUser, DraftIdForUser, type DraftList, OwnerDto } from '@surimarkt/contracts';
import { DraftsService } from './drafts.service';

@Controller()
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @MessagePattern(DRAFTS_SUBJECTS.list)
  list(@Payload() dto: OwnerDto): Promise<DraftList> {
    return this.drafts.list(dto.userId);
  }

  @MessagePattern(DRAFTS_SUBJECTS.save)
  save(@Payload() dto: DraftForUser) {
    return this.drafts.save(dto);
  }

  @MessagePattern(DRAFTS_SUBJECTS.remove)
  remove(@Payload() dto: DraftIdForUser) {
    return this.drafts.remove(dto.userId, dto.id);
  }
}
