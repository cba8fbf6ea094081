import { natsSubject } from '../common/nats-subject';

// Paying the business subscription by bank transfer, for businesses that cannot pay by card. The transfer is marked
// paid only when the operator has found the money on the bank account and confirms it in the back-office.
//   POST /api/bank-transfers                       { purpose: 'subscription' } (business owner) → BankTransferView
//   GET  /api/bank-transfers/current               (business owner) → { transfer: BankTransferView | null }
//   GET  /api/admin/bank-transfers?status=&q=      (admin-token) → AdminBankTransferList
//   POST /api/admin/bank-transfers/{id}/confirm    (admin-token) → { success, message, transfer }
//   POST /api/admin/bank-transfers/{id}/cancel     (admin-token) → { success, message, transfer }
export const BANK_TRANSFER_SUBJECTS = {
  /** { userId, purpose } → BankTransferView (the pending one again while one is pending) */
  create: natsSubject('billing.create-bank-transfer'),
  /** { userId } → { transfer: BankTransferView | null } */
  current: natsSubject('billing.current-bank-transfer'),
  /** AdminBankTransferQueryDto → AdminBankTransferList */
  list: natsSubject('billing.list-bank-transfers'),
  /** { id } → BankTransferDecision */
  confirm: natsSubject('billing.confirm-bank-transfer'),
  /** { id } → BankTransferDecision */
  cancel: natsSubject('billing.cancel-bank-transfer'),
} as const;
