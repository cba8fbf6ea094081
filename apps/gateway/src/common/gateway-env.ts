import { Inject } from '@nestjs/common';

/** The validated environment, provided once by AppModule.forRoot so code never reads process.env. */
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');

export const InjectEnv = () => Inject(GATEWAY_ENV);
