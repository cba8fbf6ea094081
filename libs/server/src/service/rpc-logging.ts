import { type ArgumentsHost, Catch, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { BaseRpcExceptionFilter, type NatsContext } from '@nestjs/microservices';
import { type Logger } from 'pino';
import { type Observable, tap } from 'rxjs';

export const REQUEST_ID_HEADER = 'x-request-id';

function messageOf(ctx: NatsContext | undefined): { subject?: string; requestId?: string } {
  const subject = typeof ctx?.getSubject === 'function' ? ctx.getSubject() : undefined;
  const requestId = ctx?.getHeaders?.()?.get?.(REQUEST_ID_HEADER) || undefined;
  return { subject, requestId };
}

/**
 * A line for every refused or failed message, carrying the request id the gateway put in the NATS headers. A filter
 * runs only when a handler throws; an interceptor around every message cost a served list a tenth of its time.
 */
@Catch()
export class RpcErrorLoggingFilter extends BaseRpcExceptionFilter {
  constructor(private readonly logger: Logger) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    const message = messageOf(host.switchToRpc().getContext<NatsContext>());
    const payload = (exception as { getError?: () => unknown })?.getError?.();
    if (payload) this.logger.info({ ...message, error: payload }, 'refused');
    else this.logger.error({ ...message, err: exception }, 'failed');
    return super.catch(exception, host);
  }
}

/** At debug level only: one line per handled message with its time (development, tracing a request). */
@Injectable()
export class RpcDebugInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message = messageOf(context.switchToRpc().getContext<NatsContext>());
    const started = process.hrtime.bigint();
    return next
      .handle()
      .pipe(
        tap({ next: () => this.logger.debug({ ...message, ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000 }, 'handled') }),
      );
  }
}
