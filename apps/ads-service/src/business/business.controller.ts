import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AD_WRITE_MESSAGES,
  ADS_SUBJECTS,
  type AdWriteResponse,
  type BusinessUsage,
  OwnerDto,
  PromoteAdRequest,
} from '@surimarkt/contracts';
import { OwnAdReader } from '../ads/own-ad-reader.service';
import { BusinessSlotsService } from './business-slots.service';

@Controller()
export class BusinessController {
  constructor(
    private readonly slots: BusinessSlotsService,
    private readonly own: OwnAdReader,
  ) {}

  @MessagePattern(ADS_SUBJECTS.businessUsage)
  usage(@Payload() dto: OwnerDto): Promise<BusinessUsage> {
    return this.slots.usage(dto.userId);
  }

  @MessagePattern(ADS_SUBJECTS.promote)
  async promote(@Payload() dto: PromoteAdRequest): Promise<AdWriteResponse> {
    await this.slots.promote(dto);
    return { success: true, message: AD_WRITE_MESSAGES.promoted, ad: await this.own.ownAd(dto.id) };
  }
}
