import { type NatsContext, ServerNats } from '@nestjs/microservices';
import { oneWritePerTurn } from './one-write-per-turn';

type NatsMsg = Parameters<ServerNats['getPublisher']>[0];

/** Nest's NATS server, with the replies of one event-loop turn in one socket write. Same wire format and order. */
export class BatchedServerNats extends ServerNats {
  private readonly inOneWrite = oneWritePerTurn((error) => this.logger.error(`reply not sent: ${(error as Error)?.message ?? error}`));

  override getPublisher(natsMsg: NatsMsg, id: string, ctx: NatsContext): (response: unknown) => void {
    const publish = super.getPublisher(natsMsg, id, ctx);
    return (response: unknown) => this.inOneWrite(() => publish(response));
  }
}
