import { type AnswerOf, natsSubject, type RequestOf, type SubjectHandlers } from './nats-subject';

// The types are the contract: the lines marked @ts-expect-error must not compile (typecheck fails if one does).
interface Ask {
  id: number;
}
interface Reply {
  title: string;
}
const typed = { read: natsSubject<Ask, Reply>('test.read') };
const untyped = natsSubject('test.untyped');

declare function send<S extends string>(subject: S, data: RequestOf<S>): Promise<AnswerOf<S>>;

describe('natsSubject', () => {
  it('is its name at run time, under the run prefix', () => {
    expect(typed.read.endsWith('test.read')).toBe(true);
    expect(typeof untyped).toBe('string');
  });

  it('carries its request and answer types to a send and a handler', () => {
    const check = async () => {
      const reply: Reply = await send(typed.read, { id: 1 });
      // @ts-expect-error a wrong payload
      await send(typed.read, { id: 'een' });
      // @ts-expect-error a missing field
      await send(typed.read, {});
      // @ts-expect-error a wrong answer
      const wrong: { price: number } = await send(typed.read, { id: 1 });
      // A subject not typed yet takes anything and gives unknown.
      const anything: unknown = await send(untyped, { what: 'ever' });
      return [reply, wrong, anything];
    };
    class Good implements SubjectHandlers<typeof typed> {
      read(request: Ask): Reply {
        return { title: String(request.id) };
      }
    }
    class WrongAnswer implements SubjectHandlers<typeof typed> {
      // @ts-expect-error a handler giving another answer
      read(request: Ask): { price: number } {
        return { price: request.id };
      }
    }
    expect([check, Good, WrongAnswer]).toHaveLength(3);
  });
});
