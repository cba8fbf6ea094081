import { Module } from '@nestjs/common';
import { AdminSessionsController } from './admin-sessions.controller';
import { AdminSessionsService } from './admin-sessions.service';

@Module({ controllers: [AdminSessionsController], providers: [AdminSessionsService] })
export class AdminSessionsModule {}
