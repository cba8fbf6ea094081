/**
 * nats.js writes to its socket what was published within one microtask turn. An HTTP request, or a database answer
 * in a service, is a turn of its own, so under load every NATS message was its own socket write (the largest single
 * cost in the gateway's profile). The returned function holds each publish until the end of the event-loop turn and
 * then runs them together, in order: one write for all of them. A publish that throws (connection closed) is handed
 * to onError and does not stop the others.
 */
export function oneWritePerTurn(onError: (error: unknown) => void): (publish: () => void) => void {
  let waiting: Array<() => void> = [];
  const flush = () => {
    const publishes = waiting;
    waiting = [];
    for (const publish of publishes) {
      try {
        publish();
      } catch (error) {
        onError(error);
      }
    }
  };
  return (publish) => {
    waiting.push(publish);
    if (waiting.length === 1) setImmediate(flush);
  };
}
