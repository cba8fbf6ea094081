// Bank transfers: how long one stays open and when its owner is reminded (browser-safe values).

/** An unconfirmed transfer expires this many days after it was asked for. */
export const BANK_TRANSFER_VALID_DAYS = 14;
/** The reminder goes out this many days before the transfer expires (once). */
export const BANK_TRANSFER_REMINDER_DAYS = 3;

export const BANK_TRANSFER_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

/** Where the money goes (from the billing-service's configuration). */
export interface BankDetails {
  name: string;
  accountName: string;
  accountNumber: string;
}

/** What the business owner needs to make the transfer. */
export interface BankTransferView {
  id: string;
  /** The payment reference for the transfer's description, e.g. 'SM-7K4Q-92XD'. */
  reference: string;
  /** In cents. */
  amount: number;
  currency: 'EUR';
  description: string;
  bank: BankDetails;
  status: BankTransferStatus;
  createdAt: string;
  expiresAt: string;
}

/** A row of the back-office's 'Betalingen'. */
export interface AdminBankTransfer {
  id: string;
  reference: string;
  /** The business (company name). */
  business: string;
  description: string;
  amount: number;
  currency: 'EUR';
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  status: BankTransferStatus;
  invoiceNumber: string | null;
}

export interface AdminBankTransferList {
  transfers: AdminBankTransfer[];
}

export interface BankTransferDecision {
  success: true;
  message: string;
  transfer: AdminBankTransfer;
}
