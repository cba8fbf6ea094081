import { type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createServiceDataSource, type ServiceDataSourceOptions } from './service-data-source';

/** TypeORM for one service: its own schema, its own migrations, a bounded pool, no synchronize. */
export function serviceTypeOrmModule(
  options: Omit<ServiceDataSourceOptions, 'url' | 'poolSize'> & { url: () => string; poolSize?: () => number },
): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => ({ type: 'postgres' as const }),
    dataSourceFactory: async () => createServiceDataSource({ ...options, url: options.url(), poolSize: options.poolSize?.() }).initialize(),
  });
}
