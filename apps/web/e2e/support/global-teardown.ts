import { type RunningProduct, stopProduct } from './product';

// eslint-disable-next-line no-restricted-syntax -- jest loads global teardown from the default export
export default async function globalTeardown(): Promise<void> {
  const product = (globalThis as { __product?: RunningProduct }).__product;
  if (product) await stopProduct(product);
}
