import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SavedSearchesController } from './saved-searches.controller';
import { UnsubscribeController } from './unsubscribe.controller';

// The unsubscribe route comes first: 'unsubscribe' must never be read as a saved search's id.
@Module({ imports: [AuthModule], controllers: [UnsubscribeController, SavedSearchesController] })
export class SavedSearchesModule {}
