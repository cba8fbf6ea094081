import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PUBLIC_IDENTITY_SUBJECTS, type PublicIdentities, PublicIdentitiesRequest } from '@surimarkt/contracts';
import { PublicIdentitiesService } from './public-identities.service';

@Controller()
export class PublicIdentitiesController {
  constructor(private readonly identities: PublicIdentitiesService) {}

  @MessagePattern(PUBLIC_IDENTITY_SUBJECTS.byIds)
  byIds(@Payload() dto: PublicIdentitiesRequest): Promise<PublicIdentities> {
    return this.identities.byIds(dto.ids);
  }
}
