import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { type ServerEntry } from './server-render';

type RenderRequest = Parameters<ServerEntry['render']>[0];
type RenderResult = Awaited<ReturnType<ServerEntry['render']>>;

/** The pool is full: the page goes out as the shell, which the browser renders itself. */
export class RenderQueueFull extends Error {}

/**
 * The web app's server renderer in worker threads, one per core by default: React's render (10-20 ms a page) no
 * longer holds the gateway's own thread, so the API answers on time while pages render. A render mostly waits for
 * its data (the API, over HTTP on this same gateway), so each thread runs several at once. Beyond `queue` waiting
 * renders a page is refused (RenderQueueFull) rather than kept waiting for seconds.
 */
export class RenderPool {
  private readonly pool: Piscina<RenderRequest, RenderResult>;

  constructor(ssrDir: string, options: { threads: number; concurrent: number; queue: number }) {
    const threads = options.threads || availableParallelism();
    this.pool = new Piscina({
      filename: path.resolve(ssrDir, 'entry-server.cjs'),
      name: 'render',
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: Math.max(1, Math.ceil(options.concurrent / threads)),
      maxQueue: options.queue,
      // The renders' own API calls are answered by this thread: an idle worker is kept, not restarted per burst.
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  render(request: RenderRequest): Promise<RenderResult> {
    if (this.pool.queueSize >= this.pool.options.maxQueue) return Promise.reject(new RenderQueueFull());
    return this.pool.run(request);
  }

  /** Renders waiting for a thread. */
  get queueSize(): number {
    return this.pool.queueSize;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
