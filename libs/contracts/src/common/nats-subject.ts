// Every NATS subject is built here. NATS_SUBJECT_PREFIX lets a test run (or a second deployment on a
// shared broker) use its own subject space, so its queue groups never take another run's messages.
const prefix = (typeof process !== 'undefined' && process.env?.NATS_SUBJECT_PREFIX) || '';

export function natsSubject(name: string): string {
  return `${prefix}${name}`;
}
