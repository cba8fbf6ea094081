import { natsSubject } from './nats-subject';
import { type ServiceName } from './service-names';

export function healthSubject(service: ServiceName): string {
  return natsSubject(`${service}.health`);
}

export interface ServiceHealth {
  service: ServiceName;
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  /** Applied migrations of the service's own schema. */
  migrations: number;
  uptimeSeconds: number;
}

/** GET /api/health for anyone: whether each part is up, nothing more (no versions, migrations or uptime). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  nats: 'up' | 'down';
  services: Record<ServiceName, 'up' | 'down'>;
}

/** GET /api/health/details, for the operator (Authorization: Bearer <CRON_SECRET>): each service's own report. */
export interface HealthDetails {
  status: 'ok' | 'degraded';
  nats: 'up' | 'down';
  services: Record<ServiceName, ServiceHealth | { service: ServiceName; status: 'down' }>;
}
