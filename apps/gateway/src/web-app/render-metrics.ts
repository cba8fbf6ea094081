import { Counter, Gauge, Histogram } from 'prom-client';

/** Server renders by outcome: rendered, shell (the queue was full or there is no server build) or failed. */
export const pageRendersTotal = new Counter({
  name: 'page_renders_total',
  help: 'Server renders of pages by outcome (rendered, shell, failed)',
  labelNames: ['outcome'] as const,
});

export const pageRenderDuration = new Histogram({
  name: 'page_render_duration_seconds',
  help: 'Server renders of pages, from the queue to the HTML (the API reads included)',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

let queued: () => number = () => 0;

new Gauge({
  name: 'page_render_queue_length',
  help: 'Renders waiting for a render thread',
  collect() {
    this.set(queued());
  },
});

/** Where the queue gauge reads its length (the render pool, once it exists). */
export function watchRenderQueue(length: () => number): void {
  queued = length;
}
