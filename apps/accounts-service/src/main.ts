import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@surimarkt/server';
import { AppModule } from './app.module';
import { readEnv } from './config/env';
import { seedDemoUser } from './users/seed-demo-user';

const env = readEnv();
void bootstrapService({
  service: 'accounts',
  module: AppModule,
  natsUrl: env.NATS_URL,
  logLevel: env.LOG_LEVEL,
  healthPort: env.HEALTH_PORT,
  metricsPort: env.METRICS_PORT,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  afterMigrate: env.SEED_DEMO ? seedDemoUser : undefined,
}).catch((error) => {
  console.error(JSON.stringify({ app: 'accounts-service', level: 'fatal', msg: String(error?.message ?? error) }));
  process.exit(1);
});
