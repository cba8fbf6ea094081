import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { SessionsModule } from './sessions.module';

/** Sessions for every route: import this module to use SessionGuard, OptionalSessionGuard and @CurrentUser(). */
@Module({
  imports: [SessionsModule],
  controllers: [AuthController, ProfileController],
  exports: [SessionsModule],
})
export class AuthModule {}
