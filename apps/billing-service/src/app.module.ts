import { Module } from '@nestjs/common';
import { createHealthController, serviceTypeOrmModule } from '@surimarkt/server';
import { readEnv } from './config/env';
import { BusinessPackageEntity } from './packages/business-package.entity';
import { PackagesModule } from './packages/packages.module';

@Module({
  imports: [
    serviceTypeOrmModule({ schema: 'billing', entities: [BusinessPackageEntity], srcDir: __dirname, url: () => readEnv().DATABASE_URL, poolSize: () => readEnv().DB_POOL_SIZE }),
    PackagesModule,
  ],
  controllers: [createHealthController('billing')],
})
export class AppModule {}
