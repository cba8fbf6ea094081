// The processes of the product, in start order. Services first so the gateway finds them.
export const SERVICES = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];
export const APPS = [...SERVICES, 'gateway'];

export function mainOf(app) {
  return `dist/apps/${app}/src/main.js`;
}

/**
 * Each process's GET /metrics port on one machine (shared/CONTRACT.md): the gateway on `base` (METRICS_PORT), the
 * services on the next five in SERVICES' order; 0 keeps every process without one.
 */
export function metricsPortOf(app, base) {
  if (!base) return 0;
  return app === 'gateway' ? base : base + 1 + SERVICES.indexOf(app);
}
