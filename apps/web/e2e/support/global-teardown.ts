import { type RunningProduct, stopProduct } from './product';

export default async function globalTeardown(): Promise<void> {
  const product = (globalThis as { __product?: RunningProduct }).__product;
  if (product) await stopProduct(product);
}
