// Every NATS subject is built here. NATS_SUBJECT_PREFIX lets a test run (or a second deployment on a
// shared broker) use its own subject space, so its queue groups never take another run's messages.
const prefix = (typeof process !== 'undefined' && process.env?.NATS_SUBJECT_PREFIX) || '';

declare const contract: unique symbol;

/**
 * A request subject with the types of its request and its answer (`natsSubject<Request, Answer>(name)`): a client's
 * `send` on it takes that request and gives that answer, and a service's handlers are checked against them
 * (`SubjectHandlers`), so a wrong payload or answer is a compile error on both sides. The types exist only for the
 * compiler: at run time a subject is its name. A subject made without them takes and gives `unknown`.
 */
export type Subject<Request = unknown, Answer = unknown> = string & { readonly [contract]?: (request: Request) => Answer };

/** The request a subject takes. */
export type RequestOf<S> = S extends { readonly [contract]?: (request: infer R) => unknown } ? R : unknown;

/** The answer a subject gives. */
export type AnswerOf<S> = S extends { readonly [contract]?: (request: never) => infer A } ? A : unknown;

/**
 * What a client's `send<T>(subject)` answers: a typed subject's answer, or `T` for a subject not typed yet (one place
 * for the rule the gateway's and the services' clients share).
 */
export type SendAnswer<T, S> = unknown extends AnswerOf<S> ? T : AnswerOf<S>;

/**
 * A service controller's handlers of a group of subjects, each method named as its subject's key:
 * `class SaleController implements SubjectHandlers<typeof SALE_SUBJECTS>`.
 */
export type SubjectHandlers<Subjects> = {
  [K in keyof Subjects]: (request: RequestOf<Subjects[K]>) => AnswerOf<Subjects[K]> | Promise<AnswerOf<Subjects[K]>>;
};

export function natsSubject<Request = unknown, Answer = unknown>(name: string): Subject<Request, Answer> {
  return `${prefix}${name}`;
}
