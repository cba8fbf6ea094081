import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { displayNameOf, type PublicIdentities } from '@surimarkt/contracts';
import { DataSource } from 'typeorm';

/** What other services may show of a user (a seller's page, a review's author, the other side of a conversation). */
@Injectable()
export class PublicIdentitiesService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Active accounts only: a suspended user's name is not shown on new pages. */
  async byIds(ids: string[]): Promise<PublicIdentities> {
    if (!ids.length) return { identities: [] };
    const rows: { id: string; first_name: string; last_name: string; created_at: Date; email: boolean; phone: boolean }[] =
      await this.ds.query(
        `SELECT "id", "first_name", "last_name", "created_at", "is_email_verified" AS "email", "is_phone_verified" AS "phone"
         FROM "accounts"."users" WHERE "id" = ANY($1::uuid[]) AND "status" = 'active'`,
        [[...new Set(ids)]],
      );
    return {
      identities: rows.map((row) => ({
        id: row.id,
        displayName: displayNameOf(row.first_name, row.last_name),
        memberSince: row.created_at.toISOString(),
        verified: { email: row.email, phone: row.phone },
      })),
    };
  }
}
