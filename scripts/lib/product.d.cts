export interface StartOptions {
  database?: string;
  env?: Record<string, string>;
  apps?: string[];
  port?: number;
  waitForAds?: boolean;
  timeoutMs?: number;
  quiet?: boolean;
}
export interface Product {
  baseUrl: string;
  databaseUrl: string;
  ownsDatabase: boolean;
  env: Record<string, string>;
}
export function startProduct(options?: StartOptions): Promise<Product>;
export function stopProduct(product: unknown): Promise<void>;
export function adminQuery(databaseUrl: string, sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
export function freePort(): Promise<number>;
export const root: string;
