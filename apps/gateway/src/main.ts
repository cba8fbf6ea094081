import 'reflect-metadata';
import { readEnv } from './config/env';
import { createGatewayApp } from './create-gateway-app';

async function main(): Promise<void> {
  const env = readEnv();
  const app = await createGatewayApp(env);
  await app.listen(env.PORT);
}

void main().catch((error) => {
  console.error(JSON.stringify({ app: 'gateway', level: 'fatal', msg: String(error?.message ?? error) }));
  process.exit(1);
});
