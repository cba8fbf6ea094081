import { type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, NatsRecordBuilder, RpcException, Transport } from '@nestjs/microservices';
import { ErrorCode, type RequestOf, type SendAnswer } from '@surimarkt/contracts';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { ENV } from '../env/env.module';
import { type BaseEnv } from '../env/load-env';
import { observeNatsRequest, outcomeOfError, secondsSince } from '../telemetry/nats-metrics';
import { injectTraceContext } from '../telemetry/trace-context';
import { rpcError } from './rpc-error';

/**
 * A service asking another one over NATS, the way the gateway does: a timeout on every request, and the other
 * service's error passed on as its own (so a 404 there is a 404 for the gateway), an outage as 'unavailable'. The
 * trace goes along in the headers, and each request is timed per subject and outcome.
 */
export class ServiceClient implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(
    natsUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: natsUrl.split(',') } });
  }

  /**
   * `timeoutMs` for the one request that may take longer than usual (a job over every ad). A typed subject
   * (`natsSubject<Request, Answer>`) takes its request and gives its answer; `T` is for the subjects not typed yet.
   */
  async send<T = unknown, S extends string = string>(
    subject: S,
    data: RequestOf<S>,
    options: { timeoutMs?: number } = {},
  ): Promise<SendAnswer<T, S>> {
    const headers = natsHeaders();
    injectTraceContext(headers);
    const started = process.hrtime.bigint();
    try {
      const record = new NatsRecordBuilder(data).setHeaders(headers).build();
      const answer = await firstValueFrom(
        this.client.send<SendAnswer<T, S>>(subject, record).pipe(timeout(options.timeoutMs ?? this.timeoutMs)),
      );
      observeNatsRequest('client', subject, 'ok', secondsSince(started));
      return answer;
    } catch (error) {
      observeNatsRequest('client', subject, error instanceof TimeoutError ? 'timeout' : outcomeOfError(error), secondsSince(started));
      if (error instanceof TimeoutError || !(error && typeof error === 'object' && 'code' in error)) {
        throw rpcError(ErrorCode.Unavailable, 'Dienst tijdelijk niet beschikbaar');
      }
      throw new RpcException(error as object);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** A ServiceClient under `token`, on the app's NATS with its request timeout. */
export function serviceClientProvider(token: symbol): Provider {
  return { provide: token, inject: [ENV], useFactory: (env: BaseEnv) => new ServiceClient(env.NATS_URL, env.NATS_TIMEOUT_MS) };
}
