import { type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ENV } from '../env/env.module';
import { type BaseEnv } from '../env/load-env';
import { createServiceDataSource, type ServiceDataSourceOptions } from './service-data-source';

/** TypeORM for one service: its own schema, its own migrations, a bounded pool, no synchronize. */
export function serviceTypeOrmModule(options: Omit<ServiceDataSourceOptions, 'url' | 'poolSize'>): DynamicModule {
  return TypeOrmModule.forRootAsync({
    inject: [ENV],
    useFactory: (env: BaseEnv) => ({ type: 'postgres' as const, url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE }),
    dataSourceFactory: async (connection) => {
      const { url, poolSize } = connection as { url: string; poolSize: number };
      return createServiceDataSource({ ...options, url, poolSize }).initialize();
    },
  });
}
