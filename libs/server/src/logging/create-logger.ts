import { type LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { traceFields } from '../telemetry/trace-context';

// One buffer per process: loggers writing to stdout through separate buffers could interleave lines.
let stdout: DestinationStream | undefined;

/**
 * One JSON line per event, with the process name, so the merged log stream says who wrote each line.
 *
 * Lines go to stdout asynchronously: pino's default synchronous destination blocks the event loop on
 * every line and, when the pipe behind stdout is full, sleeps 100 ms per retry. pino flushes what is
 * buffered when the process exits. A line written while a request or event is handled carries its traceId and spanId.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    { name, level, base: { app: name }, timestamp: pino.stdTimeFunctions.isoTime, mixin: traceFields },
    (stdout ??= pino.destination({ dest: 1, sync: false })),
  );
}

/** Routes NestJS's own log calls into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
