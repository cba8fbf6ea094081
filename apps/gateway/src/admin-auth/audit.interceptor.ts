import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUDIT_SUBJECTS, type AuditAction, type AuditRecord } from '@surimarkt/contracts';
import { type Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { clientIp } from '../common/client-ip';
import { errorFields, RpcClient } from '../common/rpc-client.service';

interface AuditOptions {
  action: AuditAction;
  targetType?: string;
  /** Where the target is: a route parameter (default 'id') or a body field ('words' takes the first word). */
  target?: { param?: string; body?: string };
}

const AUDIT = 'sm:audit';

/** Fields of a request body that never go into the trail. */
const SECRET_FIELDS = new Set(['password', 'sig', 'token']);

/** Writes the audit entry after the action succeeded; a failure to write it is logged, never the caller's error. */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly rpc: RpcClient,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<AuditOptions | undefined>(AUDIT, context.getHandler());
    if (!options) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      tap(() => {
        // DELETE /api/ads/{id} serves owners too: only the back-office's calls are audited.
        const token = req.headers['admin-token'];
        if (typeof token !== 'string') return;
        const record: AuditRecord = {
          action: options.action,
          targetType: options.targetType ?? null,
          targetId: targetOf(req, options),
          reason: typeof req.body?.reason === 'string' ? req.body.reason : null,
          details: Object.fromEntries(Object.entries({ ...(req.body ?? {}), ...req.params }).filter(([key]) => !SECRET_FIELDS.has(key))),
          session: createHash('sha256').update(token).digest('hex').slice(0, 12),
          ip: clientIp(req),
        };
        this.rpc
          .send(AUDIT_SUBJECTS.record, record)
          .catch((error: unknown) => this.logger.error({ ...errorFields(error), action: record.action }, 'audit entry not written'));
      }),
    );
  }
}

/**
 * Marks an admin route whose successful calls go into the audit trail. The interceptor is bound to these routes only:
 * as a global interceptor it cost every public read about a fifth of the gateway's time (Nest wraps each call in an
 * observable and an async resource when any interceptor applies).
 */
export const Audited = (options: AuditOptions) => applyDecorators(SetMetadata(AUDIT, options), UseInterceptors(AuditInterceptor));

function targetOf(req: Request, options: AuditOptions): string | null {
  if (options.target?.body) {
    const value: unknown = req.body?.[options.target.body];
    return Array.isArray(value) ? String(value[0] ?? '') : value === undefined ? null : String(value);
  }
  const param = req.params?.[options.target?.param ?? 'id'];
  return param === undefined ? null : String(param);
}
