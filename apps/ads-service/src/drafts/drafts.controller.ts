import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DRAFTS_SUBJECTS, DraftForUser, DraftIdForUser, type DraftList, OwnerDto, type SubjectHandlers } from '@surimarkt/contracts';
import { DraftsService } from './drafts.service';

/** Drafts, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class DraftsController implements SubjectHandlers<typeof DRAFTS_SUBJECTS> {
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
