import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PushController } from './push.controller';

@Module({ imports: [AuthModule], controllers: [PushController] })
export class PushModule {}
