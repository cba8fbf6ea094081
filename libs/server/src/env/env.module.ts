import { type DynamicModule, Inject, Module } from '@nestjs/common';

/** The app's validated environment: parsed once when the app starts, injected wherever it is needed. */
export const ENV = Symbol('ENV');

export const InjectEnv = () => Inject(ENV);

@Module({})
export class EnvModule {
  /** `read` parses process.env with the app's schema (each app's config/env.ts); it runs once per app. */
  static forRoot(read: () => object): DynamicModule {
    return { module: EnvModule, global: true, providers: [{ provide: ENV, useFactory: read }], exports: [ENV] };
  }
}
