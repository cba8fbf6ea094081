import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@surimarkt/server';
import { headers as natsHeaders, JSONCodec, type NatsConnection } from 'nats';
import { TimeoutError } from 'rxjs';
import { type Env } from '../config/env';
import { InjectEnv } from './gateway-env';
import { NATS_CLIENT } from './nats-client.token';
import { currentRequestId } from './request-context';
import { rpcErrorToHttp } from './rpc-error-mapping';

export interface SendOptions {
  /** Overrides NATS_TIMEOUT_MS, e.g. for health probes that must answer quickly. */
  timeoutMs?: number;
}

// Nest's wire format: the request is {pattern, data, id}, the one reply {id, response?, err?, isDisposed}.
const codec = JSONCodec<unknown>();

/**
 * The only way the gateway talks to a service. Every request gets a timeout; the request id rides
 * along as a NATS header.
 *
 * Requests go through nats.js's request(), not Nest's ClientProxy.send(): Nest subscribes a fresh
 * inbox per request (a SUB and an UNSUB each, which also flushes the broker's subject cache) and
 * runs an RxJS pipeline around it; request() shares one inbox subscription and its own timer.
 * The services still answer through Nest, so the wire format stays Nest's.
 */
@Injectable()
export class RpcClient implements OnApplicationBootstrap {
  private readonly logger = new Logger('RpcClient');

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy, @InjectEnv() private readonly env: Env) {}

  /** Connects at start rather than on the first request; with NATS down, it keeps trying in the background. */
  onApplicationBootstrap(): void {
    this.client.connect().catch((error: unknown) => this.logger.warn({ err: String(error) }, 'NATS not reachable yet'));
  }

  async send<T>(subject: string, data: unknown, options: SendOptions = {}): Promise<T> {
    const timeoutMs = options.timeoutMs ?? this.env.NATS_TIMEOUT_MS;
    try {
      // Nest keeps the connection promise (rejecting while NATS reconnects); a first connect may hang, hence the limit.
      const connection = await withTimeout(this.client.connect() as Promise<NatsConnection>, timeoutMs);
      const headers = natsHeaders();
      const requestId = currentRequestId();
      if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
      const message = await connection.request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), { timeout: timeoutMs, headers });
      // An empty answer is the broker's "no responders", as Nest's client reports it.
      if (message.data.length === 0) throw new Error(`Empty response. There are no subscribers listening to that message ("${subject}")`);
      const reply = codec.decode(message.data) as { response?: unknown; err?: unknown };
      if (reply.err !== undefined && reply.err !== null) throw reply.err;
      return reply.response as T;
    } catch (error) {
      const { exception, isUnexpected } = rpcErrorToHttp(error);
      if (isUnexpected) this.logger.error({ subject, requestId: currentRequestId(), err: error }, 'unexpected service error');
      throw exception;
    }
  }

  /** Fire-and-forget: an outage of the listener is logged, never passed on to the caller. */
  emit(subject: string, data: unknown): void {
    try {
      this.client.emit(subject, this.record(data)).subscribe({
        error: (error: unknown) => this.logger.warn({ subject, err: String(error) }, 'event not delivered'),
      });
    } catch (error) {
      this.logger.warn({ subject, err: String(error) }, 'event not delivered');
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
    return new NatsRecordBuilder(data).setHeaders(headers).build();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => { timer = setTimeout(() => reject(new TimeoutError()), ms); }),
  ]).finally(() => clearTimeout(timer));
}
