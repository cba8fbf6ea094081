import { type NatsContext, ServerNats } from '@nestjs/microservices';
import { type NatsConnection, type Subscription } from 'nats';
import { untilIdle } from '../shutdown/stop-on-signal';
import { oneWritePerTurn } from './one-write-per-turn';

type NatsMsg = Parameters<ServerNats['getPublisher']>[0];

/**
 * Nest's NATS server, with the replies of one event-loop turn in one socket write (same wire format and order), and a
 * drain for a graceful stop: Nest's own close drops the replies of requests still being handled.
 */
export class BatchedServerNats extends ServerNats {
  private readonly inOneWrite = oneWritePerTurn((error) => this.logger.error(`reply not sent: ${(error as Error)?.message ?? error}`));
  /** Requests taken whose last reply is not yet handed to the socket. */
  private readonly awaitingReply = new Set<NatsMsg>();
  /** Messages (requests and events) whose handler has not returned yet. */
  private running = 0;

  override async handleMessage(channel: string, natsMsg: NatsMsg): Promise<void> {
    this.running++;
    if (natsMsg.reply) this.awaitingReply.add(natsMsg);
    try {
      return await super.handleMessage(channel, natsMsg);
    } catch (error) {
      this.awaitingReply.delete(natsMsg);
      throw error;
    } finally {
      this.running--;
    }
  }

  override getPublisher(natsMsg: NatsMsg, id: string, ctx: NatsContext): (response: unknown) => void {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (response: unknown) => {
      this.inOneWrite(() => publish(response));
      // The last packet of a reply carries isDisposed; an error packet ends it too (no handler, a thrown error).
      const { isDisposed, err } = (response ?? {}) as { isDisposed?: boolean; err?: unknown };
      if (isDisposed || err !== undefined) this.awaitingReply.delete(natsMsg);
    };
  }

  /**
   * Takes no new message (the queue group sends them to the other replicas), lets the ones taken finish and their
   * replies reach the broker, until `deadline` (epoch ms). Answers how many were still unfinished then.
   */
  async drain(deadline: number): Promise<number> {
    let connection: NatsConnection;
    try {
      connection = this.unwrap<NatsConnection>();
    } catch {
      return 0; // never listened
    }
    if (connection.isClosed()) return 0;
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    // Unsubscribing still delivers what the server had sent this replica before the UNSUB reached it.
    await Promise.all(subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    await untilIdle(() => this.running === 0 && this.awaitingReply.size === 0, deadline);
    // The replies of the last turn go out on setImmediate (oneWritePerTurn); flush waits for the broker to have them.
    await new Promise((resolve) => setImmediate(resolve));
    await connection.flush().catch(() => undefined);
    return this.running + this.awaitingReply.size;
  }
}
