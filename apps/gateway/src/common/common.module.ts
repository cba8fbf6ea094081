import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { type ClientProxy, ClientsModule } from '@nestjs/microservices';
import { type Env } from '../config/env';
import { CacheNotices } from './cache-notices.service';
import { ENV } from '@surimarkt/server';
import { NATS_CLIENT } from './nats-client.token';
import { ReplicaWatch } from './replica-watch.service';
import { ResponseCache } from './response-cache.service';
import { RpcClient } from './rpc-client.service';
import { SharedInboxNatsClient } from './shared-inbox-nats.client';

/** The environment, the NATS client, RpcClient and the response cache, for every feature module. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: CommonModule,
      imports: [
        ClientsModule.register([
          {
            name: NATS_CLIENT,
            // Nest types customClass as ClientProxy<string status>; ClientNats reports NATS statuses. Same class at runtime.
            customClass: SharedInboxNatsClient as unknown as Type<ClientProxy>,
            options: {
              servers: env.NATS_URL.split(','),
              name: 'gateway',
              // Reconnect forever: a broker restart must not need a gateway restart.
              reconnect: true,
              maxReconnectAttempts: -1,
              reconnectTimeWait: 1000,
              waitOnFirstConnect: true,
              // nats.js otherwise captures a stack trace (new Error()) for every request, in case it fails: a tenth of
              // the gateway's time on an uncached list. RpcClient's errors name the subject and request id instead.
              noAsyncTraces: true,
            },
          },
        ]),
      ],
      providers: [{ provide: ENV, useValue: env }, RpcClient, ResponseCache, CacheNotices, ReplicaWatch],
      exports: [ENV, ClientsModule, RpcClient, ResponseCache, CacheNotices],
    };
  }
}
