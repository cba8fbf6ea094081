import { type NatsContext, ServerNats } from '@nestjs/microservices';

type NatsMsg = Parameters<ServerNats['getPublisher']>[0];

/**
 * Nest's NATS server, with the replies of one event-loop turn written together: nats.js writes what was published
 * within one microtask turn, and each reply is its own turn (its database answer arrived on its own), so under load
 * every reply was its own socket write. Same wire format, same order per request.
 */
export class BatchedServerNats extends ServerNats {
  private batch: Array<() => void> = [];

  override getPublisher(natsMsg: NatsMsg, id: string, ctx: NatsContext): (response: unknown) => void {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (response: unknown) => {
      this.batch.push(() => publish(response));
      if (this.batch.length === 1) {
        setImmediate(() => {
          const replies = this.batch;
          this.batch = [];
          for (const reply of replies) reply();
        });
      }
    };
  }
}
