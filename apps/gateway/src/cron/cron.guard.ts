import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { type Request } from 'express';
import { AdminGuard } from '../admin-auth/admin.guard';
import { InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';

/** /api/cron/{job}: the scheduler's `Authorization: Bearer <CRON_SECRET>`, or a live admin token (contract). */
@Injectable()
export class CronGuard implements CanActivate {
  constructor(
    private readonly admin: AdminGuard,
    @InjectEnv() private readonly env: Env,
  ) {}

  canActivate(context: ExecutionContext): Promise<boolean> | boolean {
    const authorization = context.switchToHttp().getRequest<Request>().headers.authorization;
    if (this.env.CRON_SECRET && authorization?.startsWith('Bearer ')) {
      const given = Buffer.from(authorization.slice('Bearer '.length));
      const expected = Buffer.from(this.env.CRON_SECRET);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return this.admin.canActivate(context);
  }
}
