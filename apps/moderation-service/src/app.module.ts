import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { createHealthController, EnvModule, EventsModule, serviceTypeOrmModule } from '@surimarkt/server';
import { BannedWordEntity } from './banned-words/banned-word.entity';
import { AdminSessionsModule } from './admin-sessions/admin-sessions.module';
import { BannedWordsModule } from './banned-words/banned-words.module';
import { AuditController } from './audit/audit.controller';
import { readEnv } from './config/env';
import { JobsModule } from './jobs/jobs.module';
import { ReviewModule } from './review/review.module';

@Module({
  imports: [
    EnvModule.forRoot(readEnv),
    serviceTypeOrmModule({
      schema: 'moderation',
      entities: [BannedWordEntity],
      srcDir: __dirname,
    }),
    EventsModule.forService({ outboxSchema: 'moderation' }),
    BannedWordsModule,
    AdminSessionsModule,
    ReviewModule,
    ScheduleModule.forRoot(),
    JobsModule,
  ],
  controllers: [createHealthController('moderation'), AuditController],
})
export class AppModule {}
