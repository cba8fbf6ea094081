import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ACCOUNT_SUBJECTS,
  ActingUserDto,
  DeleteAccountRequest,
  type MessageResponse,
  type NotificationSettings,
  SetNotificationsRequest,
  UpdateProfileRequest,
  type UserUpdatedResponse,
} from '@surimarkt/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.updateProfile)
  update(@Payload() dto: UpdateProfileRequest): Promise<UserUpdatedResponse> {
    return this.profile.update(dto);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.getNotifications)
  notifications(@Payload() dto: ActingUserDto): Promise<NotificationSettings> {
    return this.profile.notifications(dto.userId);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.setNotifications)
  setNotifications(@Payload() dto: SetNotificationsRequest): Promise<NotificationSettings> {
    return this.profile.setNotifications(dto);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.deleteAccount)
  delete(@Payload() dto: DeleteAccountRequest): Promise<MessageResponse> {
    return this.profile.delete(dto);
  }
}
