export * from './test-database';
export * from './nats-client';
export * from './service-under-test';
export * from './mail-files';
export * from './responder';
