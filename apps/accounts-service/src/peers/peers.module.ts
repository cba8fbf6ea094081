import { Global, Module } from '@nestjs/common';
import { serviceClientProvider } from '@surimarkt/server';

/** The accounts-service's requests to the other services (billing for a business's package, ads for a deleted owner). */
export const PEERS = Symbol('PEERS');

@Global()
@Module({
  providers: [serviceClientProvider(PEERS)],
  exports: [PEERS],
})
export class PeersModule {}
