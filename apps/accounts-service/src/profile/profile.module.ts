import { Module } from '@nestjs/common';
import { SmsSenderService } from '../sms/sms-sender.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  controllers: [ProfileController],
  providers: [ProfileService, SmsSenderService],
})
export class ProfileModule {}
