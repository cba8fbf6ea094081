import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@surimarkt/server';
import { AppModule } from './app.module';
import { readEnv } from './config/env';

const env = readEnv();
void bootstrapService({
  service: 'analytics',
  module: AppModule,
  natsUrl: env.NATS_URL,
  logLevel: env.LOG_LEVEL,
  healthPort: env.HEALTH_PORT,
  metricsPort: env.METRICS_PORT,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
}).catch((error) => {
  console.error(JSON.stringify({ app: 'analytics-service', level: 'fatal', msg: String(error?.message ?? error) }));
  process.exit(1);
});
