import { Global, Module } from '@nestjs/common';
import { ServiceClient } from '@surimarkt/server';
import { readEnv } from '../config/env';

/** The accounts-service's requests to the other services (billing for a business's package, ads for a deleted owner). */
export const PEERS = Symbol('PEERS');

@Global()
@Module({
  providers: [{ provide: PEERS, useFactory: () => new ServiceClient(readEnv().NATS_URL, readEnv().NATS_TIMEOUT_MS) }],
  exports: [PEERS],
})
export class PeersModule {}
