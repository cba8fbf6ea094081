import { Injectable } from '@nestjs/common';
import { AD_WRITE_MESSAGES as M } from '@surimarkt/contracts';
import { InjectEnv } from '@surimarkt/server';
import { httpError } from '../common/http-error';
import { type Env } from '../config/env';

/**
 * Decoding a 12000×6666 photo takes hundreds of megabytes and seconds of a core. At most `UPLOAD_CONCURRENCY` uploads
 * are resized at once, `UPLOAD_QUEUE` more may wait their turn; beyond that an upload is answered at once with 503
 * 'Probeer het zo opnieuw', before its body is read, so memory stays bounded and health checks stay fast.
 */
@Injectable()
export class ImageQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(@InjectEnv() private readonly env: Env) {}

  /** Waits for a turn and answers the function that gives it back (call it once, in a finally). */
  async enter(): Promise<() => void> {
    if (this.running >= this.env.UPLOAD_CONCURRENCY) {
      if (this.waiting.length >= this.env.UPLOAD_QUEUE) throw httpError(503, M.uploadBusy);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    let isDone = false;
    return () => {
      if (isDone) return;
      isDone = true;
      // The turn passes straight to the next in line (running stays the same), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }
}
