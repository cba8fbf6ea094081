import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  AdIdDto,
  ADMIN_USER_SUBJECTS,
  type AdminUser,
  type Bid,
  type BidList,
  BID_MESSAGES,
  BIDS_SUBJECTS,
  DecideBidDto,
  PlaceBidDto,
} from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { requireConfirmedEmail } from '../auth/require-confirmed-email';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

type BidReply = { success: true; message: string; bid: Bid };

/** Bids (contract "Bids"): the bidder is always the session's user; only the seller sees and decides an ad's bids. */
@Controller()
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class BidsController {
  constructor(private readonly rpc: RpcClient) {}

  /** A bid needs a confirmed e-mail address, as posting does: an unconfirmed account cannot flood a seller's inbox. */
  @Post('ads/:id/bids')
  @HttpCode(201)
  place(@Param() params: AdIdDto, @Body() body: PlaceBidDto, @CurrentUser() user: AccountUser): Promise<BidReply> {
    requireConfirmedEmail(user, BID_MESSAGES.emailNotVerified);
    return this.rpc.send(BIDS_SUBJECTS.place, {
      ...body,
      adId: params.id,
      userId: user.id,
      bidderName: user.firstName,
      bidderEmail: user.email,
      bidderPhone: user.phone,
    });
  }

  @Get('ads/:id/bids')
  forAd(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<BidList> {
    return this.rpc.send(BIDS_SUBJECTS.forAd, { adId: params.id, userId: user.id });
  }

  @Patch('bids/:id')
  decide(@Param() params: AdIdDto, @Body() body: DecideBidDto, @CurrentUser() user: AccountUser): Promise<BidReply> {
    return this.rpc.send(BIDS_SUBJECTS.decide, { ...body, id: params.id, userId: user.id });
  }

  /** The bidder takes back a pending bid: it leaves the seller's list and reads 'Ingetrokken' in theirs. */
  @Delete('bids/:id')
  withdraw(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<BidReply> {
    return this.rpc.send(BIDS_SUBJECTS.withdraw, { id: params.id, userId: user.id });
  }

  /** The bidder's bids; an accepted one names the seller, with the ad's contact details or else the seller's account address. */
  @Get('user/bids')
  async mine(@CurrentUser() user: AccountUser): Promise<BidList> {
    const { bids, total } = await this.rpc.send(BIDS_SUBJECTS.mine, { userId: user.id });
    const sellerIds = [...new Set(bids.filter((b) => b.contact).map((b) => b.sellerId))];
    const sellers = sellerIds.length
      ? new Map(
          (await this.rpc.send<{ users: Omit<AdminUser, 'adCount'>[] }>(ADMIN_USER_SUBJECTS.byIds, { userIds: sellerIds })).users.map(
            (u) => [u.id, u],
          ),
        )
      : new Map<string, Omit<AdminUser, 'adCount'>>();
    return {
      total,
      bids: bids.map(({ sellerId, ...bid }) => {
        const seller = sellers.get(sellerId);
        return bid.contact
          ? { ...bid, contact: { ...bid.contact, name: seller?.firstName ?? '', email: bid.contact.email ?? seller?.email ?? null } }
          : bid;
      }),
    };
  }
}
