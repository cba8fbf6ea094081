import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateReviewForUser,
  type ReviewInvitationList,
  type ReviewList,
  REVIEWS_SUBJECTS,
  type SubjectHandlers,
  UserIdRequest,
} from '@surimarkt/contracts';
import { ReviewsService } from './reviews.service';

/** Reviews, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class ReviewsController implements SubjectHandlers<Pick<typeof REVIEWS_SUBJECTS, 'invitations' | 'create' | 'aboutUser'>> {
  constructor(private readonly reviews: ReviewsService) {}

  @MessagePattern(REVIEWS_SUBJECTS.invitations)
  invitations(@Payload() dto: UserIdRequest): Promise<ReviewInvitationList> {
    return this.reviews.invitations(dto.userId);
  }

  @MessagePattern(REVIEWS_SUBJECTS.create)
  create(@Payload() dto: CreateReviewForUser): Promise<{ success: true; message: string }> {
    return this.reviews.create(dto);
  }

  @MessagePattern(REVIEWS_SUBJECTS.aboutUser)
  aboutUser(@Payload() dto: UserIdRequest): Promise<ReviewList> {
    return this.reviews.aboutUser(dto.userId);
  }
}
