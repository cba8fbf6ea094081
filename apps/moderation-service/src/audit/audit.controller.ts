import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditAction, type AuditEntry } from '@surimarkt/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DataSource } from 'typeorm';

class AuditRecordDto {
  @IsIn(AUDIT_ACTIONS) action: AuditAction;
  @IsOptional() @IsString() @MaxLength(20) targetType: string | null;
  @IsOptional() @IsString() @MaxLength(100) targetId: string | null;
  @IsOptional() @IsString() @MaxLength(2000) reason: string | null;
  @IsObject() details: Record<string, unknown>;
  @IsOptional() @IsString() @MaxLength(16) session: string | null;
  @IsOptional() @IsString() @MaxLength(64) ip: string | null;
}

class AuditListDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}

/** The audit trail of the back-office: written by the gateway after each admin action, read by the operator. */
@Controller()
export class AuditController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @MessagePattern(AUDIT_SUBJECTS.record)
  async record(@Payload() dto: AuditRecordDto): Promise<{ recorded: true }> {
    await this.ds.query(
      `INSERT INTO "moderation"."audit_log" ("action", "target_type", "target_id", "reason", "details", "session", "ip") VALUES ($1, $2,
         $3, $4, $5, $6, $7)`,
      [
        dto.action,
        dto.targetType ?? null,
        dto.targetId ?? null,
        dto.reason ?? null,
        JSON.stringify(dto.details ?? {}),
        dto.session ?? null,
        dto.ip ?? null,
      ],
    );
    return { recorded: true };
  }

  @MessagePattern(AUDIT_SUBJECTS.list)
  async list(@Payload() dto: AuditListDto): Promise<{ entries: AuditEntry[] }> {
    const rows: (AuditEntry & { createdAt: Date })[] = await this.ds.query(
      `SELECT "id"::int AS "id", "action", "target_type" AS "targetType", "target_id" AS "targetId", "reason", "details", "session", "ip",
         "created_at" AS "createdAt"
         FROM "moderation"."audit_log" ORDER BY "id" DESC LIMIT $1`,
      [dto.limit ?? 100],
    );
    return { entries: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) };
  }
}
