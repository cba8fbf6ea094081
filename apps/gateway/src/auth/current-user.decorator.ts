import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AccountUser } from '@surimarkt/contracts';
import { type SessionRequest } from './session.guard';

/** The logged-in user of a route behind SessionGuard (undefined behind OptionalSessionGuard for a guest). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccountUser | undefined => context.switchToHttp().getRequest<SessionRequest>().user,
);
