export * from './test-database';
export * from './nats-client';
