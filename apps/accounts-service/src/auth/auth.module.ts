import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SessionsService } from '../sessions/sessions.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { UserTokensService } from './user-tokens.service';

@Module({
  imports: [MailModule],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, UserTokensService, LoginThrottleService],
})
export class AuthModule {}
