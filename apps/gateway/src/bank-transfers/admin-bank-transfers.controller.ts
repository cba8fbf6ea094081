import { Controller, Get, HttpCode, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  AdminBankTransferQueryDto,
  type AdminBankTransferList,
  BANK_TRANSFER_SUBJECTS as S,
  BankTransferIdDto,
  type BankTransferDecision,
} from '@surimarkt/contracts';
import { AdminGuard } from '../admin-auth/admin.guard';
import { Audited } from '../admin-auth/audit.interceptor';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { RpcClient } from '../common/rpc-client.service';

/** The back-office's 'Betalingen': bank transfers to find on the bank account, confirm or cancel. */
@Controller('admin/bank-transfers')
@UseGuards(AdminGuard)
@UseInterceptors(NoStoreInterceptor)
export class AdminBankTransfersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@Query() query: AdminBankTransferQueryDto): Promise<AdminBankTransferList> {
    return this.rpc.send(S.list, query);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @Audited({ action: 'bank-transfer.confirm', targetType: 'payment' })
  confirm(@Param() params: BankTransferIdDto): Promise<BankTransferDecision> {
    return this.rpc.send(S.confirm, { id: params.id });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Audited({ action: 'bank-transfer.cancel', targetType: 'payment' })
  cancel(@Param() params: BankTransferIdDto): Promise<BankTransferDecision> {
    return this.rpc.send(S.cancel, { id: params.id });
  }
}
