import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsSingleLineText } from '../common/text-rules';
import { trimText } from '../common/text-transforms';
import { natsSubject } from '../common/nats-subject';
import { ADMIN_USER_MESSAGES } from './admin-users.messages';

// The back-office's users section (back-office spec 2.8, 3, 7, 8), answered by the accounts-service.
//   GET    /api/admin/users/stats          → AdminUser[] (with each user's number of ads, from the ads-service)
//   GET    /api/admin/user-statistics      → AdminUserStatistics
//   POST   /api/admin/users                AdminCreateUserDto → 201 { success, message, user } (mails a link to set a password)
//   PATCH  /api/admin/users/{id}/status    { status: 'active' | 'suspended' } → { success, message, user }
//   DELETE /api/admin/users/{id}           → { success, message } (their ads go first)
export const ADMIN_USER_SUBJECTS = {
  list: natsSubject('accounts.admin-list-users'),
  statistics: natsSubject('accounts.admin-user-statistics'),
  create: natsSubject('accounts.admin-create-user'),
  setStatus: natsSubject('accounts.admin-set-user-status'),
  remove: natsSubject('accounts.admin-delete-user'),
  /** { userIds } → { users: { id, email, firstName, lastName }[] }: the owners shown beside ads in the back-office. */
  byIds: natsSubject('accounts.admin-users-by-ids'),
} as const;

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  adCount: number;
  status: UserStatus;
  createdAt: string;
}

export interface AdminUserStatistics {
  totalUsers: number;
  activeUsers: number;
  suspendedUsers: number;
  newUsersToday: number;
}

/** GET /api/admin/notifications: the counters of the back-office's notification panel. */
export interface AdminNotifications {
  newUsersToday: number;
  totalUsers: number;
  totalAds: number;
  pendingAds: number;
  /** Reports of ads and reviews waiting for the operator's decision. */
  openReports: number;
}

/** The add-user form: one name field (split into first and last name at the first space) and an e-mail address. */
export class AdminCreateUserDto {
  @Transform(trimText)
  @IsString({ message: ADMIN_USER_MESSAGES.nameRequired })
  @IsNotEmpty({ message: ADMIN_USER_MESSAGES.nameRequired })
  @MaxLength(200, { message: ADMIN_USER_MESSAGES.nameRequired })
  @IsSingleLineText()
  name: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: ADMIN_USER_MESSAGES.emailRequired })
  @IsNotEmpty({ message: ADMIN_USER_MESSAGES.emailRequired })
  @IsEmail({}, { message: ADMIN_USER_MESSAGES.emailInvalid })
  @MaxLength(254, { message: ADMIN_USER_MESSAGES.emailInvalid })
  email: string;
}

export class AdminUserStatusDto {
  @IsIn(USER_STATUSES, { message: ADMIN_USER_MESSAGES.statusInvalid })
  status: UserStatus;
}

export class AdminUserIdDto {
  @IsUUID('all', { message: ADMIN_USER_MESSAGES.notFound })
  id: string;
}

export class AdminSetUserStatusRequest extends AdminUserStatusDto {
  @IsUUID('all') id: string;
}
