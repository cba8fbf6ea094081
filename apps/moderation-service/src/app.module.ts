import { Module } from '@nestjs/common';
import { createHealthController, serviceTypeOrmModule } from '@surimarkt/server';
import { BannedWordEntity } from './banned-words/banned-word.entity';
import { AdminSessionsModule } from './admin-sessions/admin-sessions.module';
import { BannedWordsModule } from './banned-words/banned-words.module';
import { readEnv } from './config/env';

@Module({
  imports: [
    serviceTypeOrmModule({ schema: 'moderation', entities: [BannedWordEntity], srcDir: __dirname, url: () => readEnv().DATABASE_URL, poolSize: () => readEnv().DB_POOL_SIZE }),
    BannedWordsModule,
    AdminSessionsModule,
  ],
  controllers: [createHealthController('moderation')],
})
export class AppModule {}
