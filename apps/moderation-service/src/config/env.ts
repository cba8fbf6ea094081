import { baseEnvSchema, loadEnv } from '@surimarkt/server';

export const envSchema = baseEnvSchema;
export type Env = ReturnType<typeof readEnv>;

export function readEnv() {
  return loadEnv(envSchema);
}
