import { type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV } from '../env/env.module';
import { type BaseEnv } from '../env/load-env';
import { EventBus } from './event-bus';
import { OutboxRelay } from './outbox';

/**
 * The event bus of one service, and the relay of its outbox when it publishes events (its schema then holds the
 * outbox table); a service that only consumes has no outbox.
 */
@Module({})
export class EventsModule {
  static forService(options: { outboxSchema?: string } = {}): DynamicModule {
    const { outboxSchema } = options;
    const relay = outboxSchema
      ? [
          {
            provide: OutboxRelay,
            useFactory: (dataSource: DataSource, bus: EventBus) => new OutboxRelay(dataSource, bus, outboxSchema),
            inject: [DataSource, EventBus],
          },
        ]
      : [];
    return {
      module: EventsModule,
      global: true,
      providers: [{ provide: EventBus, useFactory: (env: BaseEnv) => new EventBus(env.NATS_URL), inject: [ENV] }, ...relay],
      exports: [EventBus, ...relay.map((r) => r.provide)],
    };
  }
}
