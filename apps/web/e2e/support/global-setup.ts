import { startProduct } from './product';

// Jest workers inherit process.env as it is after global setup: that is how specs learn the address.
// eslint-disable-next-line no-restricted-syntax -- jest loads global setup from the default export
export default async function globalSetup(): Promise<void> {
  const product = await startProduct();
  (globalThis as { __product?: unknown }).__product = product;
  process.env.E2E_BASE_URL = product.baseUrl;
}
