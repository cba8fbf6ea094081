import { Global, Module } from '@nestjs/common';
import { ADS_ENV, readEnv } from './env';

/** The validated environment as a provider, read once. */
@Global()
@Module({
  providers: [{ provide: ADS_ENV, useFactory: readEnv }],
  exports: [ADS_ENV],
})
export class ConfigModule {}
