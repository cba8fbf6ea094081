import type { JsMsg } from 'nats';

/**
 * How long JetStream waits for an answer before it hands a delivery to another replica. Short, because a delivery
 * caught in flight as a replica stops is only found again this way (a push must reach the phone within 10 s, a rolling
 * restart included); deliveries this consumer holds are kept alive meanwhile by the heartbeat below.
 */
export const ACK_WAIT_MS = 5000;
const HEARTBEAT_MS = 2000;

/** Acknowledges or refuses a delivery; on a connection closed by a stop, JetStream delivers it again anyway. */
function settle(answer: () => void): void {
  try {
    answer();
  } catch {
    // Nothing to do: the delivery's ack wait runs out and it comes again.
  }
}

/**
 * The deliveries one consumer has received and not yet answered. Every one of them, waiting its turn or being
 * handled, is reported as in progress every two seconds, so the short ack wait never sends it to a second replica;
 * at a stop, those not yet started go back to JetStream at once, for a replica that keeps running.
 */
export class Deliveries {
  private readonly waiting: JsMsg[] = [];
  private readonly held = new Set<JsMsg>();
  private wake?: () => void;
  private stopped = false;
  private readonly heartbeat = setInterval(() => {
    for (const message of this.held) settle(() => message.working());
  }, HEARTBEAT_MS).unref();

  /** The consumer's callback: the delivery waits here until the loop asks for it. */
  readonly receive = (message: JsMsg): void => {
    if (this.stopped) return settle(() => message.nak());
    this.held.add(message);
    this.waiting.push(message);
    this.wake?.();
  };

  /** The next delivery in order of arrival, or undefined once stopped. */
  async next(): Promise<JsMsg | undefined> {
    while (!this.waiting.length && !this.stopped) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.stopped ? undefined : this.waiting.shift();
  }

  ack(message: JsMsg): void {
    this.held.delete(message);
    settle(() => message.ack());
  }

  /** Delivered again after delayMs (a failing handler, the database down, must not spin). */
  nak(message: JsMsg, delayMs: number): void {
    this.held.delete(message);
    settle(() => message.nak(delayMs));
  }

  /** Never delivered again: it could not succeed. */
  term(message: JsMsg, reason: string): void {
    this.held.delete(message);
    settle(() => message.term(reason));
  }

  /** Hands the deliveries not yet started back to JetStream; those being handled keep their heartbeat until answered. */
  stop(): void {
    this.stopped = true;
    for (const message of this.waiting.splice(0)) {
      this.held.delete(message);
      settle(() => message.nak());
    }
    this.wake?.();
  }

  /** Ends the heartbeat: the connection is closing, and whatever is unanswered comes again after the ack wait. */
  close(): void {
    clearInterval(this.heartbeat);
  }
}
