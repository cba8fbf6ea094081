export interface StartOptions {
  database?: string;
  env?: Record<string, string>;
  apps?: string[];
  port?: number;
  waitForAds?: boolean;
  timeoutMs?: number;
  quiet?: boolean;
  replicas?: number;
  appEnv?: Record<string, Record<string, string>>;
  metrics?: boolean;
  captureOutput?: boolean;
}
export interface Product {
  baseUrl: string;
  baseUrls: string[];
  processes: Array<{ app: string; replica: number; child: import('node:child_process').ChildProcess }>;
  databaseUrl: string;
  ownsDatabase: boolean;
  env: Record<string, string>;
  /** GET /metrics port of each app's first replica (options.metrics). */
  metricsPorts: Record<string, number>;
  /** The apps' log lines (options.captureOutput). */
  output: Array<{ app: string; line: string }>;
}
export function startProduct(options?: StartOptions): Promise<Product>;
export function stopProduct(product: unknown): Promise<void>;
export function startApp(product: Product, app: string, replica?: number): import('node:child_process').ChildProcess;
export const SERVICES: string[];
export function adminQuery(databaseUrl: string, sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
export function freePort(): Promise<number>;
export function freePortRange(count: number): Promise<number>;
export const root: string;
