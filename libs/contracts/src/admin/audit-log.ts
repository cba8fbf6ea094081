import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type AuditAction } from './audit-labels';

// Every action taken in the back-office, kept by the moderation-service (issue: who, what, which ad or user, when,
// the reason). "Who" is the admin session (one shared operator password, so the session and its address tell
// sittings apart), never the token itself.
//   GET /api/admin/audit-log?limit=100 → { entries: AuditEntry[] }
export const AUDIT_SUBJECTS = {
  /** AuditRecord → { recorded: true } */
  record: natsSubject('moderation.audit-record'),
  /** { limit } → { entries } */
  list: natsSubject('moderation.audit-list'),
} as const;

export interface AuditRecord {
  action: AuditAction;
  /** 'ad' | 'user' | 'word' | 'job' | 'category' | 'filter' | null */
  targetType: string | null;
  targetId: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  /** A short, non-secret id of the admin session (the first characters of its token's hash). */
  session: string | null;
  ip: string | null;
}

export interface AuditEntry extends AuditRecord {
  id: number;
  createdAt: string;
}

export class AuditLogQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}
