import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { injectTraceContext, observeNatsRequest, outcomeOfError, REQUEST_ID_HEADER, secondsSince } from '@surimarkt/server';
import { type RequestOf, type SendAnswer } from '@surimarkt/contracts';
import { headers as natsHeaders, type NatsConnection } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { type Env } from '../config/env';
import { InjectEnv } from '@surimarkt/server';
import { NATS_CLIENT } from './nats-client.token';
import { ReplicaWatch } from './replica-watch.service';
import { currentRequestId, isReadRequest } from './request-context';
import { rpcErrorToHttp } from './rpc-error-mapping';

const LOST = Symbol('replica lost');

export interface SendOptions {
  /** Overrides NATS_TIMEOUT_MS, e.g. for health probes that must answer quickly. */
  timeoutMs?: number;
}

/**
 * The only way the gateway talks to a service: Nest's ClientProxy (SharedInboxNatsClient), with a timeout on every
 * request because Nest's NATS client waits forever otherwise; the request id and the trace (traceparent) ride along
 * as NATS headers, and each request is timed per subject and outcome.
 */
@Injectable()
export class RpcClient implements OnApplicationBootstrap {
  private readonly logger = new Logger('RpcClient');

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @InjectEnv() private readonly env: Env,
    private readonly replicas: ReplicaWatch,
  ) {}

  /** Connects at start rather than on the first request; with NATS down, it keeps trying in the background. */
  onApplicationBootstrap(): void {
    this.client.connect().catch((error: unknown) => this.logger.warn(errorFields(error), 'NATS not reachable yet'));
  }

  /** A typed subject (`natsSubject<Request, Answer>`) takes its request and gives its answer; `T` is for the subjects not typed yet. */
  async send<T = unknown, S extends string = string>(subject: S, data: RequestOf<S>, options: SendOptions = {}): Promise<SendAnswer<T, S>> {
    const ask = () =>
      firstValueFrom(
        this.client.send<SendAnswer<T, S>>(subject, this.record(data)).pipe(timeout(options.timeoutMs ?? this.env.NATS_TIMEOUT_MS)),
      );
    const started = process.hrtime.bigint();
    try {
      const answer = await (isReadRequest() ? this.askAgainIfLost(subject, ask) : ask());
      observeNatsRequest('client', subject, 'ok', secondsSince(started));
      return answer;
    } catch (error) {
      observeNatsRequest('client', subject, error instanceof TimeoutError ? 'timeout' : outcomeOfError(error), secondsSince(started));
      const { exception, isUnexpected } = rpcErrorToHttp(error);
      if (isUnexpected) this.logger.error({ subject, requestId: currentRequestId(), ...errorFields(error) }, 'unexpected service error');
      throw exception;
    }
  }

  /**
   * A read (GET) whose replica is killed while it waits is asked once more, of the replicas left, at once: the first
   * answer of the two counts. A write is not repeated: it fails with 503 when the NATS timeout ends its wait.
   */
  private async askAgainIfLost<T>(subject: string, ask: () => Promise<T>): Promise<T> {
    const first = ask();
    const watch = this.replicas.whenReplicaLost(subject);
    try {
      const lost = watch.lost.then(() => LOST);
      const answer = await Promise.race([first, lost]);
      if (answer !== LOST) return answer as T;
      first.catch(() => undefined);
      return await Promise.any([first, ask()]).catch((error: AggregateError) => Promise.reject(error.errors[1] ?? error));
    } finally {
      watch.done();
    }
  }

  /** Fire-and-forget: an outage of the listener is logged, never passed on to the caller. */
  emit(subject: string, data: unknown): void {
    try {
      this.client.emit(subject, this.record(data)).subscribe({
        error: (error: unknown) => this.logger.warn({ subject, ...errorFields(error) }, 'event not delivered'),
      });
    } catch (error) {
      this.logger.warn({ subject, ...errorFields(error) }, 'event not delivered');
    }
  }

  /** Round trip to the broker itself, for /api/health. */
  async isBrokerUp(timeoutMs: number): Promise<boolean> {
    try {
      await withTimeout(this.client.connect(), timeoutMs);
      const connection = this.client.unwrap<NatsConnection>();
      if (connection.isClosed()) return false;
      await withTimeout(connection.rtt(), timeoutMs);
      return true;
    } catch {
      return false;
    }
  }

  private record(data: unknown) {
    const headers = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    injectTraceContext(headers);
    return new NatsRecordBuilder(data).setHeaders(headers).build();
  }
}

/** A failed call as log fields: its message and code, whatever shape the error has (never '[object Object]'). */
export function errorFields(error: unknown): { errorMessage: string; errorCode?: string } {
  if (typeof error === 'string') return { errorMessage: error };
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return {
    errorMessage: typeof message === 'string' ? message : (JSON.stringify(error) ?? String(error)),
    ...(code !== undefined ? { errorCode: String(code) } : {}),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
