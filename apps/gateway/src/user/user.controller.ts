import { Controller, Get, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, ADS_SUBJECTS, type UserStatistics } from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** /api/user/*: the logged-in user's own figures (accounts spec 3, 7). */
@Controller('user')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class UserController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('statistics')
  statistics(@CurrentUser() user: AccountUser): Promise<UserStatistics> {
    return this.rpc.send(ADS_SUBJECTS.statistics, { userId: user.id });
  }
}
