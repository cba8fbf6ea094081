import { connect, JSONCodec, type MsgHdrs, type NatsConnection } from 'nats';

export interface ReceivedMessage {
  data: unknown;
  headers: MsgHdrs | undefined;
}

type Reply = { response: unknown } | { err: unknown };

/**
 * A hand-made listener that answers one subject in Nest's wire format: another service's part in a test of one service
 * (the request it was sent, and the answer it gives), or an answer a real service gives rarely (an unexpected error).
 */
export async function startResponder(subject: string, reply: (message: ReceivedMessage) => Reply) {
  const connection: NatsConnection = await connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
  const codec = JSONCodec<{ id?: string; data?: unknown }>();
  const received: ReceivedMessage[] = [];
  connection.subscribe(subject, {
    callback: (_err, msg) => {
      const packet = codec.decode(msg.data);
      const message = { data: packet.data, headers: msg.headers };
      received.push(message);
      if (msg.reply) msg.respond(JSONCodec().encode({ id: packet.id, ...reply(message), isDisposed: true }));
    },
  });
  await connection.flush();
  return { received, close: () => connection.drain() };
}
