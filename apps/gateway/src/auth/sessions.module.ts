import { Module } from '@nestjs/common';
import { OptionalSessionGuard, SessionGuard } from './session.guard';
import { SessionResolver } from './session-resolver.service';

/** Sessions without routes: for the page renderer, which must not pull the account routes in ahead of the others. */
@Module({
  providers: [SessionResolver, SessionGuard, OptionalSessionGuard],
  exports: [SessionResolver, SessionGuard, OptionalSessionGuard],
})
export class SessionsModule {}
