import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActingUserDto, ADS_SUBJECTS } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';

/**
 * A deleted account takes its ads with it (their contact details are the owner's personal data). Asked by the
 * gateway before the account itself is deleted, so an outage here leaves both in place rather than orphaned ads.
 * The user's own browsing history goes too, the reviews they wrote or received (with their names in them), and
 * their conversations on either side with every message in them.
 */
@Controller()
export class OwnerRemovalController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @MessagePattern(ADS_SUBJECTS.removeOwner)
  async removeOwner(@Payload() dto: ActingUserDto): Promise<{ removed: number }> {
    await this.ds.query('DELETE FROM ads.recently_viewed WHERE user_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.drafts WHERE user_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.bids WHERE bidder_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.review_invitations WHERE reviewer_id = $1 OR reviewee_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.verified_phones WHERE user_id = $1', [dto.userId]);
    // Messages go with their conversation (ON DELETE CASCADE).
    await this.ds.query('DELETE FROM ads.conversations WHERE buyer_id = $1 OR seller_id = $1', [dto.userId]);
    const [, removed] = await this.ds.query('DELETE FROM ads.ads WHERE user_id = $1', [dto.userId]);
    return { removed: Number(removed) };
  }
}
