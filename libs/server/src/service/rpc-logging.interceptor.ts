import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type NatsContext } from '@nestjs/microservices';
import { type Logger } from 'pino';
import { type Observable, tap } from 'rxjs';

export const REQUEST_ID_HEADER = 'x-request-id';

/** One JSON line per handled message, carrying the request id the gateway put in the NATS headers. */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ctx = context.switchToRpc().getContext<NatsContext>();
    const subject = typeof ctx?.getSubject === 'function' ? ctx.getSubject() : undefined;
    const requestId = ctx?.getHeaders?.()?.get?.(REQUEST_ID_HEADER) || undefined;
    const started = process.hrtime.bigint();
    const ms = () => Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    return next.handle().pipe(
      tap({
        next: () => this.logger.debug({ subject, requestId, ms: ms() }, 'handled'),
        error: (error: unknown) => {
          const payload = (error as { getError?: () => unknown })?.getError?.();
          if (payload) this.logger.info({ subject, requestId, ms: ms(), error: payload }, 'refused');
          else this.logger.error({ subject, requestId, ms: ms(), err: error }, 'failed');
        },
      }),
    );
  }
}
