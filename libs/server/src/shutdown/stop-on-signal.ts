import { type Logger } from 'pino';
import { flushTraces } from '../telemetry/trace-context';

export interface StopOnSignalOptions {
  /** The whole stop, drain and close, must fit in this (below Kubernetes' grace period, which then sends SIGKILL). */
  timeoutMs: number;
  logger: Logger;
}

const stops = new Set<() => Promise<void>>();
let options: StopOnSignalOptions | undefined;

/**
 * On SIGTERM or SIGINT, runs every registered stop (drain, then close) and exits 0; a stop that overruns the bound
 * exits 1 at the bound rather than waiting for the orchestrator's SIGKILL. Answers a function that unregisters it.
 */
export function stopOnSignal(stop: () => Promise<void>, stopOptions: StopOnSignalOptions): () => void {
  if (!options) {
    process.once('SIGTERM', () => void stopAll('SIGTERM'));
    process.once('SIGINT', () => void stopAll('SIGINT'));
  }
  options = stopOptions;
  stops.add(stop);
  return () => stops.delete(stop);
}

async function stopAll(signal: string): Promise<void> {
  const { timeoutMs, logger } = options!;
  const startedAt = Date.now();
  logger.info({ signal, timeoutMs }, 'stopping: draining in-flight work');
  setTimeout(() => {
    logger.error({ timeoutMs }, 'stop overran its bound: exiting with work unfinished');
    process.exit(1);
  }, timeoutMs).unref();
  try {
    await Promise.all([...stops].map((stop) => stop()));
    await flushTraces();
    logger.info({ ms: Date.now() - startedAt }, 'stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ errorMessage: String((error as Error)?.message ?? error) }, 'stop failed');
    process.exit(1);
  }
}

/** Resolves when `isIdle()` holds or at `deadline` (epoch ms), checking every few milliseconds. */
export async function untilIdle(isIdle: () => boolean, deadline: number): Promise<boolean> {
  while (!isIdle()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}
