import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminBankTransferQueryDto,
  type AdminBankTransferList,
  BANK_TRANSFER_SUBJECTS as S,
  BankTransferIdDto,
  type BankTransferDecision,
  type BankTransferView,
  BillingUserDto,
  CreateBankTransferRequest,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { BankTransfersService } from './bank-transfers.service';

/** Bank transfers, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class BankTransfersController implements SubjectHandlers<typeof S> {
  constructor(private readonly transfers: BankTransfersService) {}

  @MessagePattern(S.create)
  create(@Payload() dto: CreateBankTransferRequest): Promise<BankTransferView> {
    return this.transfers.create(dto.userId);
  }

  @MessagePattern(S.current)
  current(@Payload() dto: BillingUserDto): Promise<{ transfer: BankTransferView | null }> {
    return this.transfers.current(dto.userId);
  }

  @MessagePattern(S.list)
  list(@Payload() dto: AdminBankTransferQueryDto): Promise<AdminBankTransferList> {
    return this.transfers.list(dto);
  }

  @MessagePattern(S.confirm)
  confirm(@Payload() dto: BankTransferIdDto): Promise<BankTransferDecision> {
    return this.transfers.confirm(dto.id);
  }

  @MessagePattern(S.cancel)
  cancel(@Payload() dto: BankTransferIdDto): Promise<BankTransferDecision> {
    return this.transfers.cancel(dto.id);
  }
}
