import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { ProfileController } from './profile.controller';
import { OptionalSessionGuard, SessionGuard } from './session.guard';
import { SessionResolver } from './session-resolver.service';

/** Sessions for every route: import this module to use SessionGuard, OptionalSessionGuard and @CurrentUser(). */
@Module({
  controllers: [AuthController, ProfileController],
  providers: [SessionResolver, SessionGuard, OptionalSessionGuard],
  exports: [SessionResolver, SessionGuard, OptionalSessionGuard],
})
export class AuthModule {}
