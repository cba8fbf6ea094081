import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdBidsForUser,
  BIDS_SUBJECTS,
  DecideBidForUser,
  OwnerDto,
  PlaceBidForUser,
  type SubjectHandlers,
  WithdrawBidForUser,
} from '@surimarkt/contracts';
import { BidsService } from './bids.service';

/** Bids, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class BidsController implements SubjectHandlers<typeof BIDS_SUBJECTS> {
  constructor(private readonly bids: BidsService) {}

  @MessagePattern(BIDS_SUBJECTS.place)
  place(@Payload() dto: PlaceBidForUser) {
    return this.bids.place(dto);
  }

  @MessagePattern(BIDS_SUBJECTS.forAd)
  forAd(@Payload() dto: AdBidsForUser) {
    return this.bids.forAd(dto.userId, dto.adId);
  }

  @MessagePattern(BIDS_SUBJECTS.mine)
  mine(@Payload() dto: OwnerDto) {
    return this.bids.mine(dto.userId);
  }

  @MessagePattern(BIDS_SUBJECTS.decide)
  decide(@Payload() dto: DecideBidForUser) {
    return this.bids.decide(dto);
  }

  @MessagePattern(BIDS_SUBJECTS.withdraw)
  withdraw(@Payload() dto: WithdrawBidForUser) {
    return this.bids.withdraw(dto);
  }
}
