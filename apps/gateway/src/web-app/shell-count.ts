import { type Logger } from '@nestjs/common';

/** One line per this long at most, however many shells went out. */
const EVERY_MS = 10_000;

/**
 * Pages sent as the plain shell because every render thread was busy and the queue full: the site answered, but not
 * server-rendered. Counted and logged as one line per 10 s, so an operator (and the bench) sees how often.
 */
export class ShellCount {
  private count = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly logger: Logger) {}

  add(): void {
    this.count++;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.logger.warn({ shells: this.count }, `${this.count} pages sent as the shell: the render queue was full`);
      this.count = 0;
      this.timer = null;
    }, EVERY_MS);
    this.timer.unref();
  }
}
