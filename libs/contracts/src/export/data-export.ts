import { natsSubject } from '../common/nats-subject';

/** Each service answers the part of a user's data it holds ({ userId } → a JSON object of named lists). */
export const DATA_EXPORT_SUBJECTS = {
  accounts: natsSubject('accounts.data-export'),
  ads: natsSubject('ads.data-export'),
  billing: natsSubject('billing.data-export'),
} as const;

/** GET /api/auth/export: everything the account holds, as one download (never a password hash, token or secret). */
export interface DataExport {
  exportedAt: string;
  account: Record<string, unknown>;
  ads: Record<string, unknown>;
  billing: Record<string, unknown>;
}

/** A column name that never leaves in an export, whatever table it is in. */
export const SECRET_COLUMN = /password|hash|token|secret|search_(?:title|body|vector)/i;
