import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DraftsController } from './drafts.controller';

@Module({ imports: [AuthModule], controllers: [DraftsController] })
export class DraftsModule {}
