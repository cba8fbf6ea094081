import path from 'node:path';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';

export interface ServiceDataSourceOptions {
  /** The PostgreSQL schema this service owns, e.g. 'ads'. */
  schema: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  /** The service's src folder: every <domain>/migrations/*.{ts,js} below it is picked up. */
  srcDir: string;
  poolSize?: number;
}

/** One TypeORM data source per service, confined to its own schema; never synchronize. */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: [path.join(options.srcDir, '*/migrations/*.{ts,js}').replace(/\\/g, '/')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries are logged, except in test runs (LOG_LEVEL=silent), where specs provoke them on purpose.
    logging: process.env.LOG_LEVEL === 'silent' ? false : ['error'],
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000, application_name: `${options.schema}-service` },
  });
}
