import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateSynonymDto, type SubjectHandlers, SynonymIdDto, type SynonymList, SYNONYMS_SUBJECTS } from '@surimarkt/contracts';
import { Synonyms } from './synonyms.service';

/** The back-office's 'Synoniemen' (the gateway lets only the operator through). */
@Controller()
export class SynonymsController implements SubjectHandlers<typeof SYNONYMS_SUBJECTS> {
  constructor(private readonly synonyms: Synonyms) {}

  @MessagePattern(SYNONYMS_SUBJECTS.list)
  list(): Promise<SynonymList> {
    return this.synonyms.list();
  }

  @MessagePattern(SYNONYMS_SUBJECTS.create)
  create(@Payload() dto: CreateSynonymDto) {
    return this.synonyms.create(dto.term, dto.synonym);
  }

  @MessagePattern(SYNONYMS_SUBJECTS.remove)
  remove(@Payload() dto: SynonymIdDto) {
    return this.synonyms.remove(dto.id);
  }
}
