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

/** A service's own schema, for the back-office's Database section (GET /api/admin/database/status). */
export function databaseSubject(service: ServiceName): string {
  return natsSubject(`${service}.database`);
}

/** Runs the service's pending migrations (POST /api/admin/database/migrate): { applied }. */
export function migrateSubject(service: ServiceName): string {
  return natsSubject(`${service}.migrate`);
}

export interface SchemaStats {
  service: ServiceName;
  schema: string;
  migrations: { applied: number; pending: number };
  tables: { name: string; rows: number; bytes: number }[];
  bytes: number;
}

export interface DatabaseStatus {
  /** The spec's two readings (back-office spec 3): our own PostgreSQL is the database; a hosted Supabase is not used. */
  local: { configured: boolean };
  supabase: { configured: boolean };
  /** The configured PostgreSQL (host and database name; never the password). */
  database: { host: string; name: string; version: string | null };
  services: (SchemaStats | { service: ServiceName; status: 'down' })[];
}
