import { type PublicIdentities, PUBLIC_IDENTITY_SUBJECTS } from '@surimarkt/contracts';
import { type NatsConnection } from 'nats';

/**
 * Answers requests on `subject` on the real broker, in the Nest NATS transport's reply format: a spec of one
 * ads-service folder stands in for the one question it asks another service, instead of starting that service.
 */
export function answerOnNats<Request, Response>(nats: NatsConnection, subject: string, answer: (data: Request) => Response): void {
  nats.subscribe(subject, {
    callback: (_error, msg) => {
      const { id, data } = JSON.parse(new TextDecoder().decode(msg.data)) as { id: string; data: Request };
      msg.respond(new TextEncoder().encode(JSON.stringify({ id, response: answer(data), isDisposed: true })));
    },
  });
}

/** The accounts-service's answer to who these users are (names in mails and lists), from `names` by id. */
export function answerIdentities(nats: NatsConnection, names: Record<string, string>): void {
  answerOnNats<{ ids: string[] }, PublicIdentities>(nats, PUBLIC_IDENTITY_SUBJECTS.byIds, ({ ids }) => ({
    identities: ids
      .filter((userId) => names[userId])
      .map((userId) => ({
        id: userId,
        displayName: names[userId],
        memberSince: '2026-01-01T00:00:00.000Z',
        verified: { email: true, phone: false },
      })),
  }));
}
