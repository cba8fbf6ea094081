import { type BillingUserDto } from '../billing/billing.dto';
import { natsSubject } from '../common/nats-subject';
import { type AdminBankTransferQueryDto, type BankTransferIdDto, type CreateBankTransferRequest } from './bank-transfers.dto';
import { type AdminBankTransferList, type BankTransferDecision, type BankTransferView } from './bank-transfers.types';

// Paying the business subscription by bank transfer, for businesses that cannot pay by card. The transfer is marked
// paid only when the operator has found the money on the bank account and confirms it in the back-office.
//   POST /api/bank-transfers                       { purpose: 'subscription' } (business owner) → BankTransferView
//   GET  /api/bank-transfers/current               (business owner) → { transfer: BankTransferView | null }
//   GET  /api/admin/bank-transfers?status=&q=      (admin-token) → AdminBankTransferList
//   POST /api/admin/bank-transfers/{id}/confirm    (admin-token) → { success, message, transfer }
//   POST /api/admin/bank-transfers/{id}/cancel     (admin-token) → { success, message, transfer }
export const BANK_TRANSFER_SUBJECTS = {
  /** The pending one again while one is pending */
  create: natsSubject<CreateBankTransferRequest, BankTransferView>('billing.create-bank-transfer'),
  current: natsSubject<BillingUserDto, { transfer: BankTransferView | null }>('billing.current-bank-transfer'),
  list: natsSubject<AdminBankTransferQueryDto, AdminBankTransferList>('billing.list-bank-transfers'),
  confirm: natsSubject<BankTransferIdDto, BankTransferDecision>('billing.confirm-bank-transfer'),
  cancel: natsSubject<BankTransferIdDto, BankTransferDecision>('billing.cancel-bank-transfer'),
} as const;
