import { Module } from '@nestjs/common';
import { serviceClientProvider } from '@surimarkt/server';
import { ACCOUNTS_CLIENT, Identities } from './identities.service';

/** The accounts-service's public side of a user, for sales, reviews and seller profiles. */
@Module({ providers: [Identities, serviceClientProvider(ACCOUNTS_CLIENT)], exports: [Identities] })
export class IdentitiesModule {}
