import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_USER_SUBJECTS,
  AdminCreateUserDto,
  AdminSetUserStatusRequest,
  AdminUserIdDto,
  type AdminUserStatistics,
  OwnerIdsDto,
} from '@surimarkt/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { AdminUsersService } from './admin-users.service';

class AccountTypeFilter {
  @IsOptional() @IsIn(['user', 'business']) accountType?: 'user' | 'business';
}

@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @MessagePattern(ADMIN_USER_SUBJECTS.list)
  list(@Payload() dto: AccountTypeFilter) {
    return this.users.list(dto.accountType);
  }

  @MessagePattern(ADMIN_USER_SUBJECTS.byIds)
  byIds(@Payload() dto: OwnerIdsDto) {
    return this.users.byIds(dto.userIds);
  }

  @MessagePattern(ADMIN_USER_SUBJECTS.statistics)
  statistics(): Promise<AdminUserStatistics> {
    return this.users.statistics();
  }

  @MessagePattern(ADMIN_USER_SUBJECTS.create)
  create(@Payload() dto: AdminCreateUserDto) {
    return this.users.create(dto);
  }

  @MessagePattern(ADMIN_USER_SUBJECTS.setStatus)
  setStatus(@Payload() dto: AdminSetUserStatusRequest) {
    return this.users.setStatus(dto);
  }

  @MessagePattern(ADMIN_USER_SUBJECTS.remove)
  remove(@Payload() dto: AdminUserIdDto) {
    return this.users.remove(dto.id);
  }
}
