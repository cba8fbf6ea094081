import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN_ADS_SUBJECTS, AdminAdsListRequest, AdIdDto, OwnerIdsDto } from '@surimarkt/contracts';
import { AdminAdsService } from './admin-ads.service';

@Controller()
export class AdminAdsController {
  constructor(private readonly admin: AdminAdsService) {}

  @MessagePattern(ADMIN_ADS_SUBJECTS.list)
  list(@Payload() query: AdminAdsListRequest) {
    return this.admin.list(query);
  }

  @MessagePattern(ADMIN_ADS_SUBJECTS.countByOwner)
  countByOwner(@Payload() dto: OwnerIdsDto) {
    return this.admin.countByOwner(dto.userIds);
  }

  @MessagePattern(ADMIN_ADS_SUBJECTS.countByStatus)
  countByStatus() {
    return this.admin.countByStatus();
  }

  @MessagePattern(ADMIN_ADS_SUBJECTS.remove)
  remove(@Payload() dto: AdIdDto) {
    return this.admin.remove(dto.id);
  }
}
