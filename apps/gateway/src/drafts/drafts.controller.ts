import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, AdIdDto, DraftDto, type DraftList, DRAFTS_SUBJECTS, type DraftWriteResponse } from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** The logged-in user's drafts of the post-ad form (accounts spec 2.11); someone else's draft is 403. */
@Controller('drafts')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class DraftsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUser() user: AccountUser): Promise<DraftList> {
    return this.rpc.send(DRAFTS_SUBJECTS.list, { userId: user.id });
  }

  @Post()
  @HttpCode(201)
  save(@Body() body: DraftDto, @CurrentUser() user: AccountUser): Promise<DraftWriteResponse> {
    return this.rpc.send(DRAFTS_SUBJECTS.save, { ...body, userId: user.id });
  }

  @Delete(':id')
  remove(@Param() params: AdIdDto, @CurrentUser() user: AccountUser): Promise<{ success: true; message: string }> {
    return this.rpc.send(DRAFTS_SUBJECTS.remove, { id: params.id, userId: user.id });
  }
}
