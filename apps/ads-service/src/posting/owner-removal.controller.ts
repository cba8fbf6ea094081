import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActingUserDto, ADS_SUBJECTS } from '@surimarkt/contracts';
import { DELETED_ACCOUNT } from '../conversations/conversation-row';
import { DataSource } from 'typeorm';

/**
 * A deleted account takes its ads with it (their contact details are the owner's personal data). Asked by the
 * gateway before the account itself is deleted, so an outage here leaves both in place rather than orphaned ads.
 * Its browsing history, drafts, bids and open review invitations go too. What it leaves with other people stays
 * theirs: a published review (on either side: the visibility rule needs both), and a conversation about someone
 * else's ad, readable and closed, the author shown as 'Verwijderde gebruiker' (no name is kept: only the id, which
 * no longer names anyone). Conversations about its own ads go with those ads.
 */
@Controller()
export class OwnerRemovalController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @MessagePattern(ADS_SUBJECTS.removeOwner)
  async removeOwner(@Payload() dto: ActingUserDto): Promise<{ removed: number }> {
    await this.ds.query('DELETE FROM ads.recently_viewed WHERE user_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.drafts WHERE user_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.bids WHERE bidder_id = $1', [dto.userId]);
    await this.ds.query('DELETE FROM ads.review_invitations WHERE (reviewer_id = $1 OR reviewee_id = $1) AND used_at IS NULL', [
      dto.userId,
    ]);
    await this.ds.query('DELETE FROM ads.verified_phones WHERE user_id = $1', [dto.userId]);
    await this.ds.query(`UPDATE ads.conversations SET blocked_by = $2, blocked_at = now() WHERE buyer_id = $1`, [
      dto.userId,
      DELETED_ACCOUNT,
    ]);
    // Conversations about these ads, with their messages, go with them (ON DELETE CASCADE).
    const [, removed] = await this.ds.query('DELETE FROM ads.ads WHERE user_id = $1', [dto.userId]);
    return { removed: Number(removed) };
  }
}
