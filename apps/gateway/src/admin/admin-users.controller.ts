import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ADMIN_ADS_SUBJECTS,
  ADMIN_USER_MESSAGES,
  ADMIN_USER_SUBJECTS,
  type AdminAdList,
  AdminCreateUserDto,
  type AdminUser,
  type AdminUserStatistics,
  AdminUserStatusDto,
  type AdminNotifications,
  REPORTS_SUBJECTS,
} from '@surimarkt/contracts';
import { isUUID } from 'class-validator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { httpError } from '../common/http-error';
import { ResponseCache } from '../common/response-cache.service';
import { RpcClient } from '../common/rpc-client.service';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';

type UserReply = { success: true; message: string; user: Omit<AdminUser, 'adCount'> };

/** A user's id from the path: anything that is not a user id names no user, so it is 404 like an unknown one. */
function userId(id: string): string {
  if (!isUUID(id)) throw httpError(404, ADMIN_USER_MESSAGES.notFound);
  return id;
}

/** The back-office's users (back-office spec 2.8) and the counters of its 'Meldingen' panel (2.3). */
@Controller('admin')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminUsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ResponseCache,
  ) {}

  /** The spec's name for the user table: every user with their number of ads. */
  @Get('users/stats')
  async users(): Promise<AdminUser[]> {
    const { users } = await this.rpc.send<{ users: Omit<AdminUser, 'adCount'>[] }>(ADMIN_USER_SUBJECTS.list, {});
    const { counts } = users.length
      ? await this.rpc.send<{ counts: Record<string, number> }>(ADMIN_ADS_SUBJECTS.countByOwner, { userIds: users.map((u) => u.id) })
      : { counts: {} };
    return users.map((u) => ({ ...u, adCount: counts[u.id] ?? 0 }));
  }

  @Get('user-statistics')
  statistics(): Promise<AdminUserStatistics> {
    return this.rpc.send(ADMIN_USER_SUBJECTS.statistics, {});
  }

  /** The 'Meldingen' panel: new users today, total users, ads, ads waiting for approval and reports waiting for a decision. */
  @Get('notifications')
  async notifications(): Promise<AdminNotifications> {
    const [users, all, pending, reports] = await Promise.all([
      this.rpc.send<AdminUserStatistics>(ADMIN_USER_SUBJECTS.statistics, {}),
      this.rpc.send<AdminAdList>(ADMIN_ADS_SUBJECTS.list, { limit: 1 }),
      this.rpc.send<AdminAdList>(ADMIN_ADS_SUBJECTS.list, { limit: 1, status: 'pending' }),
      this.rpc.send(REPORTS_SUBJECTS.count, {}),
    ]);
    return {
      newUsersToday: users.newUsersToday,
      totalUsers: users.totalUsers,
      totalAds: all.total,
      pendingAds: pending.total,
      openReports: reports.open,
    };
  }

  @Post('users')
  @Audited({ action: 'user.create', targetType: 'user', target: { body: 'email' } })
  @HttpCode(201)
  create(@Body() body: AdminCreateUserDto): Promise<UserReply> {
    return this.rpc.send(ADMIN_USER_SUBJECTS.create, body);
  }

  @Patch('users/:id/status')
  @Audited({ action: 'user.status', targetType: 'user' })
  setStatus(@Param('id') id: string, @Body() body: AdminUserStatusDto): Promise<UserReply> {
    return this.rpc.send(ADMIN_USER_SUBJECTS.setStatus, { ...body, id: userId(id) });
  }

  /** The accounts-service removes their ads and a business's package first, then the user. */
  @Delete('users/:id')
  @Audited({ action: 'user.delete', targetType: 'user' })
  async remove(@Param('id') id: string): Promise<{ success: true; message: string }> {
    const reply = await this.rpc.send<{ success: true; message: string }>(ADMIN_USER_SUBJECTS.remove, { id: userId(id) });
    this.cache.clear();
    return reply;
  }
}
