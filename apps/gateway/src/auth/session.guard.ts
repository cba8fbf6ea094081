import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, type AccountUser } from '@surimarkt/contracts';
import { type Request } from 'express';
import { InjectEnv } from '@surimarkt/server';
import { httpError } from '../common/http-error';
import { type Env } from '../config/env';
import { isSameOriginWrite } from './same-origin';
import { SessionResolver } from './session-resolver.service';

/** What the guards leave on the request for @CurrentUser() and the logout route. */
export interface SessionRequest extends Request {
  user?: AccountUser;
  sessionToken?: string;
}

/** The route needs a logged-in user: 401 with the Dutch message for a guest or an ended session. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionResolver,
    @InjectEnv() private readonly env: Env,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const session = await this.sessions.resolve(req);
    if (!session?.user) throw httpError(401, ACCOUNT_MESSAGES.loginRequired);
    if (session.via === 'cookie' && !isSameOriginWrite(req, this.env.PUBLIC_URL)) throw httpError(403, ACCOUNT_MESSAGES.forbidden);
    req.user = session.user;
    req.sessionToken = session.token;
    return true;
  }
}

/** The route serves guests and users alike; a user's session, when there is one, is attached. */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionResolver,
    @InjectEnv() private readonly env: Env,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const session = await this.sessions.resolve(req);
    if (session) req.sessionToken = session.token;
    if (session?.user && (session.via === 'bearer' || isSameOriginWrite(req, this.env.PUBLIC_URL))) req.user = session.user;
    return true;
  }
}
