import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_IDENTITY_SUBJECTS, type PublicIdentities, type PublicIdentity } from '@surimarkt/contracts';
import { ServiceClient } from '@surimarkt/server';

export const ACCOUNTS_CLIENT = Symbol('ACCOUNTS_CLIENT');

/** Users as the public sees them (display name, since when, verified), asked of the accounts-service in one request. */
@Injectable()
export class Identities {
  constructor(@Inject(ACCOUNTS_CLIENT) private readonly accounts: ServiceClient) {}

  async byIds(ids: string[]): Promise<Map<string, PublicIdentity>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const { identities } = await this.accounts.send<PublicIdentities>(PUBLIC_IDENTITY_SUBJECTS.byIds, { ids: unique });
    return new Map(identities.map((identity) => [identity.id, identity]));
  }
}
