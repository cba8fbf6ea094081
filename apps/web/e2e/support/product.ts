// The shared starter in scripts/lib/product.cjs (also used by the benchmarks).
import { startProduct as start, stopProduct as stop } from '../../../../scripts/lib/product.cjs';

export interface RunningProduct {
  baseUrl: string;
  databaseUrl: string;
  env: Record<string, string>;
}

export const startProduct = (env: Record<string, string> = {}): Promise<RunningProduct> => start({ waitForAds: true, env });
export const stopProduct = (product: RunningProduct): Promise<void> => stop(product);
