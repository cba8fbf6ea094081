import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { type NatsContext, ServerNats } from '@nestjs/microservices';
import { type NatsConnection, type Subscription } from 'nats';
import { untilIdle } from '../shutdown/stop-on-signal';
import { type NatsOutcome, observeNatsRequest, outcomeOfError, secondsSince } from '../telemetry/nats-metrics';
import { runInContext, startRemoteChildSpan, TRACEPARENT_HEADER } from '../telemetry/trace-context';
import { oneWritePerTurn } from './one-write-per-turn';

type NatsMsg = Parameters<ServerNats['getPublisher']>[0];

type Taken = { channel: string; started: bigint; span: ReturnType<typeof startRemoteChildSpan>['span'] };

/**
 * Nest's NATS server, with the replies of one event-loop turn in one socket write (same wire format and order), and a
 * drain for a graceful stop: Nest's own close drops the replies of requests still being handled. Each message is
 * handled inside a span continuing the sender's trace (its `traceparent` header) and timed per subject and outcome.
 */
export class BatchedServerNats extends ServerNats {
  private readonly inOneWrite = oneWritePerTurn((error) => this.logger.error(`reply not sent: ${(error as Error)?.message ?? error}`));
  /** Requests taken whose last reply is not yet handed to the socket. */
  private readonly awaitingReply = new Set<NatsMsg>();
  /** Messages (requests and events) whose handler has not returned yet. */
  private running = 0;
  /** When and under which span each request was taken, until its reply (the time a caller waits). */
  private readonly taken = new WeakMap<NatsMsg, Taken>();

  override async handleMessage(channel: string, natsMsg: NatsMsg): Promise<void> {
    this.running++;
    const { span, ctx } = startRemoteChildSpan(channel, SpanKind.SERVER, natsMsg.headers?.get(TRACEPARENT_HEADER) || undefined);
    const taken: Taken = { channel, started: process.hrtime.bigint(), span };
    if (natsMsg.reply) {
      this.awaitingReply.add(natsMsg);
      this.taken.set(natsMsg, taken);
    }
    let isFailed = false;
    try {
      return await runInContext(ctx, () => super.handleMessage(channel, natsMsg));
    } catch (error) {
      isFailed = true;
      this.awaitingReply.delete(natsMsg);
      throw error;
    } finally {
      this.running--;
      // An event (no reply) ends here; a request with its last reply packet (getPublisher), or here if none was sent.
      if (!natsMsg.reply) this.finish(taken, isFailed ? 'error' : 'ok');
      else if (isFailed && this.taken.delete(natsMsg)) this.finish(taken, 'error');
    }
  }

  private finish(taken: Taken, outcome: NatsOutcome): void {
    observeNatsRequest('server', taken.channel, outcome, secondsSince(taken.started));
    if (outcome === 'error') taken.span.setStatus({ code: SpanStatusCode.ERROR });
    taken.span.end();
  }

  override getPublisher(natsMsg: NatsMsg, id: string, ctx: NatsContext): (response: unknown) => void {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (response: unknown) => {
      this.inOneWrite(() => publish(response));
      // The last packet of a reply carries isDisposed; an error packet ends it too (no handler, a thrown error).
      const { isDisposed, err } = (response ?? {}) as { isDisposed?: boolean; err?: unknown };
      if (isDisposed || err !== undefined) {
        this.awaitingReply.delete(natsMsg);
        const taken = this.taken.get(natsMsg);
        this.taken.delete(natsMsg);
        if (taken) this.finish(taken, err === undefined ? 'ok' : outcomeOfError(err));
      }
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
