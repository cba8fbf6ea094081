import { REVIEW_SEALED_DAYS } from '@surimarkt/contracts';

/**
 * A review (alias r) shows once the other side of the sale reviewed too, or REVIEW_SEALED_DAYS after it was written:
 * nobody reads what the other wrote before writing their own, so nobody can retaliate.
 */
export const REVIEW_SHOWN = `(r."created_at" <= now() - interval '${REVIEW_SEALED_DAYS} days' OR EXISTS (
  SELECT 1 FROM "ads"."reviews" o
  WHERE o."ad_id" = r."ad_id" AND o."reviewer_id" = r."reviewee_id" AND o."reviewee_id" = r."reviewer_id"))`;
