import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_ADS_SUBJECTS,
  AdIdsDto,
  DecideAdRequest,
  EmailActionDto,
  type EmailSettings,
  EmailSettingsDto,
  MODERATION_SUBJECTS,
} from '@surimarkt/contracts';
import { type DecisionReply, ReviewService } from './review.service';

@Controller()
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @MessagePattern(MODERATION_SUBJECTS.decide)
  decide(@Payload() dto: DecideAdRequest): Promise<DecisionReply> {
    return this.review.decide(dto);
  }

  @MessagePattern(MODERATION_SUBJECTS.emailAction)
  emailAction(@Payload() dto: EmailActionDto): Promise<DecisionReply> {
    return this.review.emailAction(dto);
  }

  @MessagePattern(ADMIN_ADS_SUBJECTS.flags)
  flags(@Payload() dto: AdIdsDto): Promise<{ flags: Record<number, string[]> }> {
    return this.review.flags(dto.adIds);
  }

  @MessagePattern(MODERATION_SUBJECTS.getEmailSettings)
  emailSettings(): Promise<EmailSettings> {
    return this.review.emailSettings();
  }

  @MessagePattern(MODERATION_SUBJECTS.saveEmailSettings)
  saveEmailSettings(@Payload() dto: EmailSettingsDto): Promise<EmailSettings> {
    return this.review.saveEmailSettings(dto);
  }
}
