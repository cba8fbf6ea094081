import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AD_WRITE_MESSAGES,
  ADS_SUBJECTS,
  type AdWriteResponse,
  ApplyDecisionRequest,
  DeleteAdRequest,
  type OwnAd,
} from '@surimarkt/contracts';
import { OwnAdReader } from '../ads/own-ad-reader.service';
import { AdModerationService } from './ad-moderation.service';

@Controller()
export class ModerationController {
  constructor(
    private readonly moderation: AdModerationService,
    private readonly own: OwnAdReader,
  ) {}

  /** The moderation-service applies its decision at once this way; the same decision also comes as an event. */
  @MessagePattern(ADS_SUBJECTS.applyDecision)
  async applyDecision(@Payload() dto: ApplyDecisionRequest): Promise<{ ad: OwnAd }> {
    await this.moderation.applyDecision({ adId: dto.id, status: dto.status, reason: dto.reason ?? null, decisionId: dto.decisionId });
    return { ad: await this.own.ownAd(dto.id) };
  }

  /** What the moderation-service needs to decide on an ad it may not have queued (one posted before the queue). */
  @MessagePattern(ADS_SUBJECTS.reviewInfo)
  reviewInfo(@Payload() dto: { id: number }): Promise<OwnAd> {
    return this.own.ownAd(dto.id);
  }

  @MessagePattern(ADS_SUBJECTS.renew)
  async renew(@Payload() dto: DeleteAdRequest): Promise<AdWriteResponse> {
    await this.moderation.renew(dto.userId, dto.id, dto.accountType);
    return { success: true, message: AD_WRITE_MESSAGES.renewed, ad: await this.own.ownAd(dto.id) };
  }
}
