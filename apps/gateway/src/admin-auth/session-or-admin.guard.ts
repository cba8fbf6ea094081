import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { type Request } from 'express';
import { SessionGuard } from '../auth/session.guard';
import { AdminGuard } from './admin.guard';

export interface MaybeAdminRequest extends Request {
  /** Set when the call came with a live admin token rather than a user's session. */
  isAdmin?: boolean;
}

/** A route open to the owner (session) and to the back-office (admin-token), e.g. DELETE /api/ads/{id}. */
@Injectable()
export class SessionOrAdminGuard implements CanActivate {
  constructor(
    private readonly admin: AdminGuard,
    private readonly session: SessionGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<MaybeAdminRequest>();
    if (req.headers['admin-token'] === undefined) return this.session.canActivate(context);
    req.isAdmin = await this.admin.canActivate(context);
    return req.isAdmin;
  }
}
