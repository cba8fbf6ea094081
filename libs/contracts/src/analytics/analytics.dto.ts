import { IsSingleLineText } from '../common/text-rules';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { LOCATIONS } from '../ads/ads.constants';
import { ACTIVITY_BATCH_MAX } from './activity-batch';
import { CONTACT_METHODS } from './ad-insights';

export const ACTIVITY_TYPES = ['page_view', 'search', 'view_ad', 'view_category', 'post_ad', 'contact_click'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ANALYTICS_MESSAGES = {
  actionTypeInvalid: 'actionType moet page_view, search, view_ad, view_category, post_ad of contact_click zijn',
  actionDataInvalid: 'actionData moet een object van maximaal 2000 tekens zijn',
  actionDataKeys: 'actionData bevat velden die bij dit soort activiteit niet horen',
  eventInvalid: 'Ongeldige activiteit',
  batchSize: `events moet 1 tot ${ACTIVITY_BATCH_MAX} activiteiten bevatten`,
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

type FieldRule = (value: unknown) => boolean;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
const text =
  (max: number): FieldRule =>
  (v) =>
    typeof v === 'string' && v.length <= max && !CONTROL_CHARACTER.test(v);
const id: FieldRule = (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2147483647;
const smallFlatObject: FieldRule = (v) =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).length <= 10 &&
  Object.entries(v).every(([k, x]) => text(40)(k) && (text(100)(x) || typeof x === 'number' || typeof x === 'boolean'));

/**
 * What each kind of activity may carry: known keys, typed and bounded. Anything else the client sends would be
 * stored as it came; a record with another key is refused rather than kept.
 */
export const ACTION_DATA_FIELDS: Record<ActivityType, Record<string, FieldRule>> = {
  page_view: { page: text(300) },
  search: { query: text(200), filters: smallFlatObject },
  // search_query: the search after which the visitor opened the ad (the business dashboard's search terms).
  view_ad: { ad_id: id, ad_title: text(200), search_query: text(200) },
  view_category: { category_id: id, category_name: text(100) },
  post_ad: { ad_id: id, category_id: id },
  contact_click: { ad_id: id, contact_method: (v) => (CONTACT_METHODS as readonly unknown[]).includes(v) },
};

export function isValidActionData(actionType: unknown, data: Record<string, unknown>): boolean {
  const fields = ACTION_DATA_FIELDS[actionType as ActivityType];
  if (!fields) return true; // the actionType rule reports an unknown type
  return Object.entries(data).every(([key, value]) => Object.hasOwn(fields, key) && fields[key](value));
}

function FitsActionType(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'fitsActionType',
      validator: {
        validate: (value, args) =>
          !isJsonObjectWithin(value, ACTION_DATA_MAX_CHARS) ||
          isValidActionData((args?.object as { actionType?: unknown }).actionType, value as Record<string, unknown>),
      },
    },
    options,
  );
}

// A client decides what goes in actionData, so its size is bounded where it enters and where it is stored.
function IsJsonObjectWithin(maxChars: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isJsonObjectWithin', constraints: [maxChars], validator: { validate: (value) => isJsonObjectWithin(value, maxChars) } },
    options,
  );
}

/** Body of POST /api/analytics/log. */
export class LogActivityDto {
  @IsIn(ACTIVITY_TYPES, { message: ANALYTICS_MESSAGES.actionTypeInvalid })
  actionType: ActivityType;

  @IsOptional()
  @FitsActionType({ message: ANALYTICS_MESSAGES.actionDataKeys })
  @IsJsonObjectWithin(ACTION_DATA_MAX_CHARS, { message: ANALYTICS_MESSAGES.actionDataInvalid })
  actionData?: Record<string, unknown>;

  // The spec's client also sends ipAddress; it is not declared here, so validation strips it: the server
  // takes the address from the connection and never trusts the body's.
}

/**
 * Body of POST /api/analytics/batch: the browser gathers what a visitor does for a moment and sends it in one
 * request (and when the page is hidden), so browsing costs one log call per few pages instead of one per event.
 */
export class LogActivityBatchDto {
  @IsArray({ message: ANALYTICS_MESSAGES.batchSize })
  @ArrayMinSize(1, { message: ANALYTICS_MESSAGES.batchSize })
  @ArrayMaxSize(ACTIVITY_BATCH_MAX, { message: ANALYTICS_MESSAGES.batchSize })
  @ValidateNested({ each: true, message: ANALYTICS_MESSAGES.eventInvalid })
  @Type(() => LogActivityDto)
  events: LogActivityDto[];
}

/** The event the gateway publishes with the client's address; the analytics-service resolves the country. */
export interface ActivityLoggedEvent {
  /** Given by the gateway: JetStream and the store keep each event once, however often it is sent. */
  eventId: string;
  actionType: ActivityType;
  actionData: Record<string, unknown>;
  ipAddress: string;
  userAgent: string | null;
  userId: string | null;
  /** A logged-in visitor's district, from their profile (set by the gateway, never by the client). */
  district?: string | null;
  occurredAt: string;
}

/** The analytics-service checks every event again: an event is fire-and-forget, so a bad one is dropped, not answered. */
export class ActivityLoggedEventDto implements ActivityLoggedEvent {
  @IsUUID('all')
  eventId: string;

  @IsIn(ACTIVITY_TYPES, { message: ANALYTICS_MESSAGES.actionTypeInvalid })
  actionType: ActivityType;

  @FitsActionType({ message: ANALYTICS_MESSAGES.actionDataKeys })
  @IsJsonObjectWithin(ACTION_DATA_MAX_CHARS, { message: ANALYTICS_MESSAGES.actionDataInvalid })
  actionData: Record<string, unknown>;

  @IsString()
  @MaxLength(64)
  @IsSingleLineText()
  ipAddress: string;

  @IsOptional()
  @IsString()
  @IsSingleLineText()
  userAgent: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  @IsSingleLineText()
  userId: string | null;

  @IsOptional()
  @IsIn(LOCATIONS)
  district?: string | null;

  @IsISO8601({ strict: true })
  occurredAt: string;
}
