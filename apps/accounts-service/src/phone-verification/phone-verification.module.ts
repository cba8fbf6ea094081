import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PhoneVerificationController } from './phone-verification.controller';
import { PhoneVerificationService } from './phone-verification.service';
import { SmsSenderService } from './sms-sender.service';

@Module({
  imports: [UsersModule],
  controllers: [PhoneVerificationController],
  providers: [PhoneVerificationService, SmsSenderService],
})
export class PhoneVerificationModule {}
