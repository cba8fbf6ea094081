// The shared starter in scripts/lib/product.cjs (also used by the benchmarks).
import { startProduct as start, stopProduct as stop } from '../../../../scripts/lib/product.cjs';

export interface RunningProduct {
  baseUrl: string;
  databaseUrl: string;
}

export const startProduct = (): Promise<RunningProduct> => start({ waitForAds: true });
export const stopProduct = (product: RunningProduct): Promise<void> => stop(product);
