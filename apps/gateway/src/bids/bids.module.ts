import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BidsController } from './bids.controller';

@Module({ imports: [AuthModule], controllers: [BidsController] })
export class BidsModule {}
