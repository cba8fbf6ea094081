import { IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

export const ACTIVITY_TYPES = ['page_view', 'search', 'view_ad', 'view_category', 'post_ad', 'contact_click'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ANALYTICS_MESSAGES = {
  actionTypeInvalid: 'actionType moet page_view, search, view_ad, view_category, post_ad of contact_click zijn',
  actionDataInvalid: 'actionData moet een object van maximaal 2000 tekens zijn',
  eventInvalid: 'Ongeldige activiteit',
} as const;

export const ACTION_DATA_MAX_CHARS = 2000;

/** True for a plain JSON object (not an array or null) whose JSON text stays within maxChars. */
export function isJsonObjectWithin(value: unknown, maxChars: number): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  try {
    return JSON.stringify(value).length <= maxChars;
  } catch {
    return false;
  }
}

// A client decides what goes in actionData, so its size is bounded where it enters and where it is stored.
function IsJsonObjectWithin(maxChars: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isJsonObjectWithin', constraints: [maxChars], validator: { validate: (value) => isJsonObjectWithin(value, maxChars) } }, options);
}

/** Body of POST /api/analytics/log. */
export class LogActivityDto {
  @IsIn(ACTIVITY_TYPES, { message: ANALYTICS_MESSAGES.actionTypeInvalid })
  actionType: ActivityType;

  @IsOptional() @IsJsonObjectWithin(ACTION_DATA_MAX_CHARS, { message: ANALYTICS_MESSAGES.actionDataInvalid })
  actionData?: Record<string, unknown>;

  // The spec's client also sends ipAddress; it is not declared here, so validation strips it: the server
  // takes the address from the connection and never trusts the body's.
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

/** The analytics-service checks every event again: an event is fire-and-forget, so a bad one is dropped, not answered. */
export class ActivityLoggedEventDto implements ActivityLoggedEvent {
  @IsIn(ACTIVITY_TYPES, { message: ANALYTICS_MESSAGES.actionTypeInvalid })
  actionType: ActivityType;

  @IsJsonObjectWithin(ACTION_DATA_MAX_CHARS, { message: ANALYTICS_MESSAGES.actionDataInvalid })
  actionData: Record<string, unknown>;

  @IsString() @MaxLength(64)
  ipAddress: string;

  @IsOptional() @IsString()
  userAgent: string | null;

  @IsOptional() @IsString() @MaxLength(64)
  userId: string | null;

  @IsISO8601({ strict: true })
  occurredAt: string;
}
