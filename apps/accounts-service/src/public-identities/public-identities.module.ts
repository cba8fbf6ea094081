import { Module } from '@nestjs/common';
import { PublicIdentitiesController } from './public-identities.controller';
import { PublicIdentitiesService } from './public-identities.service';

/** Users as the public sees them: a display name, since when, and what is verified. */
@Module({ controllers: [PublicIdentitiesController], providers: [PublicIdentitiesService] })
export class PublicIdentitiesModule {}
