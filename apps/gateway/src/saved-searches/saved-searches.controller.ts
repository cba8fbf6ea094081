import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type AccountUser,
  CreateSavedSearchDto,
  SAVED_SEARCHES_SUBJECTS,
  SavedSearchIdDto,
  type SavedSearchList,
  type SavedSearchWriteResponse,
  UpdateSavedSearchDto,
  SAVED_SEARCH_MESSAGES,
} from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { requireConfirmedEmail } from '../auth/require-confirmed-email';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** Saved searches (contract "Saved searches"): always the session's user's own. */
@Controller('saved-searches')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class SavedSearchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUser() user: AccountUser): Promise<SavedSearchList> {
    return this.rpc.send(SAVED_SEARCHES_SUBJECTS.list, { userId: user.id });
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: CreateSavedSearchDto, @CurrentUser() user: AccountUser): Promise<SavedSearchWriteResponse> {
    requireConfirmedEmail(user, SAVED_SEARCH_MESSAGES.emailNotVerified);
    return this.rpc.send(SAVED_SEARCHES_SUBJECTS.create, { ...body, userId: user.id });
  }

  @Patch(':id')
  update(
    @Param() params: SavedSearchIdDto,
    @Body() body: UpdateSavedSearchDto,
    @CurrentUser() user: AccountUser,
  ): Promise<SavedSearchWriteResponse> {
    return this.rpc.send(SAVED_SEARCHES_SUBJECTS.update, { ...body, id: params.id, userId: user.id });
  }

  @Delete(':id')
  remove(@Param() params: SavedSearchIdDto, @CurrentUser() user: AccountUser): Promise<{ message: string }> {
    return this.rpc.send(SAVED_SEARCHES_SUBJECTS.remove, { id: params.id, userId: user.id });
  }
}
