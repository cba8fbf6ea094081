import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AdminSynonymsController } from './admin-synonyms.controller';

@Module({ imports: [AdminAuthModule], controllers: [AdminSynonymsController] })
export class SynonymsModule {}
