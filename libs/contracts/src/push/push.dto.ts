import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { natsSubject } from '../common/nats-subject';
import { type ActingUserDto } from '../accounts/accounts.dto';
import { PUSH_MESSAGES as M } from './push.messages';
import { type PushPreferences, type PushPublicKey, type PushSubscriptionCreated, type PushSubscriptionList } from './push.types';

export const PUSH_SUBJECTS = {
  publicKey: natsSubject<Record<string, never>, PushPublicKey>('accounts.push-public-key'),
  subscribe: natsSubject<SubscribePushForSession, PushSubscriptionCreated>('accounts.push-subscribe'),
  list: natsSubject<PushSubscriptionsOfSession, PushSubscriptionList>('accounts.push-subscriptions'),
  remove: natsSubject<PushSubscriptionOfUser, { message: string }>('accounts.push-unsubscribe'),
  preferences: natsSubject<ActingUserDto, PushPreferences>('accounts.push-preferences'),
  setPreferences: natsSubject<PushPreferencesForUser, PushPreferences>('accounts.push-preferences-set'),
} as const;

// base64url as PushSubscription.toJSON() gives it (padding tolerated); the lengths are checked once decoded.
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export class PushKeysDto {
  @IsString({ message: M.keysInvalid })
  @MaxLength(200, { message: M.keysInvalid })
  @Matches(BASE64URL, { message: M.keysInvalid })
  p256dh: string;

  @IsString({ message: M.keysInvalid })
  @MaxLength(100, { message: M.keysInvalid })
  @Matches(BASE64URL, { message: M.keysInvalid })
  auth: string;
}

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export class CreatePushSubscriptionDto {
  @IsString({ message: M.endpointInvalid })
  @MaxLength(2000, { message: M.endpointInvalid })
  @Matches(/^https?:\/\/\S+$/, { message: M.endpointInvalid })
  endpoint: string;

  @IsObject({ message: M.keysInvalid })
  @ValidateNested({ message: M.keysInvalid })
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}

/** The session's token goes along, so that logging out on that device removes its subscription. */
export class SubscribePushForSession extends CreatePushSubscriptionDto {
  @IsUUID('all') userId: string;
  @IsString() @MaxLength(200) token: string;
}

export class PushSubscriptionsOfSession {
  @IsUUID('all') userId: string;
  @IsString() @MaxLength(200) token: string;
}

/** /api/push/subscriptions/{id} */
export class PushSubscriptionIdDto {
  @IsUUID('all', { message: M.notFound })
  id: string;
}

export class PushSubscriptionOfUser extends PushSubscriptionIdDto {
  @IsUUID('all') userId: string;
}

/** PUT /api/push/preferences: every kind named. */
export class PushPreferencesDto {
  @IsBoolean({ message: M.preferencesInvalid }) message: boolean;
  @IsBoolean({ message: M.preferencesInvalid }) bid: boolean;
  @IsBoolean({ message: M.preferencesInvalid }) alert: boolean;
  @IsBoolean({ message: M.preferencesInvalid }) review: boolean;
}

export class PushPreferencesForUser extends PushPreferencesDto {
  @IsUUID('all') userId: string;
}
