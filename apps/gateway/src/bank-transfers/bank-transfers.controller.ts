import { Body, Controller, Get, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { type AccountUser, BANK_TRANSFER_SUBJECTS as S, type BankTransferView, CreateBankTransferDto } from '@surimarkt/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { SessionGuard } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';

/** 'Betalen per bankoverschrijving': the session's own open transfer, made or shown again (billing-service decides). */
@Controller('bank-transfers')
@UseGuards(SessionGuard)
@UseInterceptors(NoStoreInterceptor)
export class BankTransfersController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  create(@Body() body: CreateBankTransferDto, @CurrentUser() user: AccountUser): Promise<BankTransferView> {
    return this.rpc.send(S.create, { purpose: body.purpose, userId: user.id });
  }

  @Get('current')
  current(@CurrentUser() user: AccountUser): Promise<{ transfer: BankTransferView | null }> {
    return this.rpc.send(S.current, { userId: user.id });
  }
}
