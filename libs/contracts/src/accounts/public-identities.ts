import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { natsSubject } from '../common/nats-subject';

/** What anyone may know of a user: never an e-mail address or a phone number. */
export interface PublicIdentity {
  id: string;
  /** First name and the initial of the last name: 'Ravi K.'. */
  displayName: string;
  memberSince: string;
  verified: { email: boolean; phone: boolean };
}

export const PUBLIC_IDENTITY_SUBJECTS = {
  /** PublicIdentitiesRequest → { identities: PublicIdentity[] } (unknown ids are left out) */
  byIds: natsSubject('accounts.public-identities'),
} as const;

export class PublicIdentitiesRequest {
  @IsArray() @ArrayMaxSize(500) @IsUUID('all', { each: true }) ids: string[];
}

export interface PublicIdentities {
  identities: PublicIdentity[];
}

/** Who wrote a kept review or message when their account is gone (an id without identity). */
export const DELETED_USER_NAME = 'Verwijderde gebruiker';

export function displayNameOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
