import { ClientProxyFactory, type ClientProxy, Transport } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';

/** A plain NATS client for tests that talk to a service the way the gateway does. */
export function createTestNatsClient(): ClientProxy & { ask<T>(subject: string, data: unknown): Promise<T> } {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') },
  }) as ClientProxy & { ask<T>(subject: string, data: unknown): Promise<T> };
  client.ask = <T>(subject: string, data: unknown) => firstValueFrom(client.send<T>(subject, data).pipe(timeout(10000)));
  return client;
}
