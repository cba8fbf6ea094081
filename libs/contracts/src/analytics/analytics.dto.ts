import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export const ACTIVITY_TYPES = ['page_view', 'search', 'view_ad', 'view_category', 'post_ad', 'contact_click'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ANALYTICS_MESSAGES = {
  actionTypeInvalid: 'actionType moet page_view, search, view_ad, view_category, post_ad of contact_click zijn',
  actionDataInvalid: 'actionData moet een object van maximaal 2000 tekens zijn',
} as const;

export const ACTION_DATA_MAX_CHARS = 2000;

/** Body of POST /api/analytics/log. ipAddress from the client is ignored: the server knows the address. */
export class LogActivityDto {
  @IsIn(ACTIVITY_TYPES, { message: ANALYTICS_MESSAGES.actionTypeInvalid })
  actionType: ActivityType;

  @IsOptional() @IsObject({ message: ANALYTICS_MESSAGES.actionDataInvalid })
  actionData?: Record<string, unknown>;

  @IsOptional() @IsString() @MaxLength(64)
  ipAddress?: string;
}

/** The event the gateway publishes with the client's address; the analytics-service resolves the country. */
export interface ActivityLoggedEvent {
  actionType: ActivityType;
  actionData: Record<string, unknown>;
  ipAddress: string;
  userAgent: string | null;
  userId: string | null;
  occurredAt: string;
}
