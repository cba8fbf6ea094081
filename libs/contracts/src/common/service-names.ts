// The five services; each is also its NATS queue group and its PostgreSQL schema name.
export const SERVICE_NAMES = ['ads', 'accounts', 'billing', 'moderation', 'analytics'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function queueGroup(service: ServiceName): string {
  return `${service}-service`;
}
