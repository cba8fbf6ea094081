import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADS_SUBJECTS,
  type AdWriteResponse,
  CreateAdForUser,
  DeleteAdRequest,
  OwnerDto,
  type OwnAdList,
  UpdateAdForUser,
  type UserStatistics,
} from '@surimarkt/contracts';
import { PostingService } from './posting.service';

@Controller()
export class PostingController {
  constructor(private readonly own: PostingService) {}

  @MessagePattern(ADS_SUBJECTS.create)
  create(@Payload() dto: CreateAdForUser): Promise<AdWriteResponse> {
    return this.own.create(dto);
  }

  @MessagePattern(ADS_SUBJECTS.ownList)
  list(@Payload() dto: OwnerDto): Promise<OwnAdList> {
    return this.own.list(dto.userId);
  }

  @MessagePattern(ADS_SUBJECTS.delete)
  delete(@Payload() dto: DeleteAdRequest): Promise<{ success: true; message: string }> {
    return this.own.delete(dto.userId, dto.id);
  }

  @MessagePattern(ADS_SUBJECTS.statistics)
  statistics(@Payload() dto: OwnerDto): Promise<UserStatistics> {
    return this.own.statistics(dto.userId);
  }

  @MessagePattern(ADS_SUBJECTS.update)
  update(@Payload() dto: UpdateAdForUser): Promise<AdWriteResponse> {
    return this.own.update(dto);
  }
}
