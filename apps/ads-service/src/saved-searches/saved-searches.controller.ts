import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateSavedSearchForUser,
  SAVED_SEARCHES_SUBJECTS,
  type SavedSearchList,
  SavedSearchOfUser,
  type SavedSearchWriteResponse,
  UnsubscribeSavedSearchDto,
  UpdateSavedSearchForUser,
  UserIdRequest,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { SavedSearchesService } from './saved-searches.service';

/** Each handler checked against the request and answer its subject names (SubjectHandlers). */
@Controller()
export class SavedSearchesController implements SubjectHandlers<typeof SAVED_SEARCHES_SUBJECTS> {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @MessagePattern(SAVED_SEARCHES_SUBJECTS.list)
  list(@Payload() dto: UserIdRequest): Promise<SavedSearchList> {
    return this.savedSearches.list(dto.userId);
  }

  @MessagePattern(SAVED_SEARCHES_SUBJECTS.create)
  create(@Payload() dto: CreateSavedSearchForUser): Promise<SavedSearchWriteResponse> {
    return this.savedSearches.create(dto);
  }

  @MessagePattern(SAVED_SEARCHES_SUBJECTS.update)
  update(@Payload() dto: UpdateSavedSearchForUser): Promise<SavedSearchWriteResponse> {
    return this.savedSearches.update(dto);
  }

  @MessagePattern(SAVED_SEARCHES_SUBJECTS.remove)
  remove(@Payload() dto: SavedSearchOfUser): Promise<{ message: string }> {
    return this.savedSearches.remove(dto.userId, dto.id);
  }

  @MessagePattern(SAVED_SEARCHES_SUBJECTS.unsubscribe)
  unsubscribe(@Payload() dto: UnsubscribeSavedSearchDto): Promise<{ message: string }> {
    return this.savedSearches.unsubscribe(dto.token);
  }
}
