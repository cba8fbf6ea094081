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

export interface HealthReport {
  status: 'ok' | 'degraded';
  nats: 'ok' | 'down';
  services: Record<ServiceName, ServiceHealth | { service: ServiceName; status: 'down' }>;
}
