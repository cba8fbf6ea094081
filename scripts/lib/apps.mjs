// The processes of the product, in start order. Services first so the gateway finds them.
export const SERVICES = ['ads-service', 'accounts-service', 'billing-service', 'moderation-service', 'analytics-service'];
export const APPS = [...SERVICES, 'gateway'];

export function mainOf(app) {
  return `dist/apps/${app}/src/main.js`;
}
