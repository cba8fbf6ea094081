import { Body, Controller, Get, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, CreateReviewDto, REVIEW_MESSAGES, type ReviewInvitationList, REVIEWS_SUBJECTS } from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { requireConfirmedEmail } from '../auth/require-confirmed-email';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** Reviews after a sale (contract "Reviews"): the reviewer is always the session's user. */
@Controller()
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class ReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('user/review-invitations')
  invitations(@CurrentUser() user: AccountUser): Promise<ReviewInvitationList> {
    return this.rpc.send(REVIEWS_SUBJECTS.invitations, { userId: user.id });
  }

  @Post('reviews')
  @HttpCode(201)
  create(@Body() body: CreateReviewDto, @CurrentUser() user: AccountUser): Promise<{ success: true; message: string }> {
    requireConfirmedEmail(user, REVIEW_MESSAGES.emailNotVerified);
    return this.rpc.send(REVIEWS_SUBJECTS.create, { ...body, userId: user.id });
  }
}
