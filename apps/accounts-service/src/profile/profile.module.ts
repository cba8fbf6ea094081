import { Module } from '@nestjs/common';
import { SmsSenderService } from '../sms/sms-sender.service';
import { UsersModule } from '../users/users.module';
import { MailModule } from '../mail/mail.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [UsersModule, MailModule],
  controllers: [ProfileController],
  providers: [ProfileService, SmsSenderService],
})
export class ProfileModule {}
