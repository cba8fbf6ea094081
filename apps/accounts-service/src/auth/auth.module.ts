import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { SessionsService } from '../sessions/sessions.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { KnownDevicesService } from './known-devices.service';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  imports: [MailModule, UsersModule],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, LoginThrottleService, KnownDevicesService],
  exports: [AuthService],
})
export class AuthModule {}
