import { type LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** One JSON line per event, with the process name, so the merged log stream says who wrote each line. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level, base: { app: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Routes NestJS's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.logger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.logger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.logger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.logger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.logger.trace({ context }, String(message)); }
}
