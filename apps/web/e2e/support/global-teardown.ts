import { type RunningProduct, stopProduct } from './product';

// eslint-disable-next-line no-restricted-syntax -- jest loads global teardown from the default export
export default async function globalTeardown(): Promise<void> {
  const {
    __product: product,
    __smtp: smtp,
    __pushService: pushService,
  } = globalThis as { __product?: RunningProduct; __smtp?: { close(): Promise<void> }; __pushService?: { stop(): Promise<void> } };
  if (product) await stopProduct(product);
  await smtp?.close();
  await pushService?.stop();
}
