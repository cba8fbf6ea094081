import { type Server, type ServerResponse } from 'node:http';
import { untilIdle } from '@surimarkt/server';

/**
 * Counts the requests a gateway is answering, so that a stop finishes them: `drain` closes the listening socket (a
 * load balancer sends new connections elsewhere), asks keep-alive clients to reconnect elsewhere, waits for the
 * answers until `deadline`, then ends what is left (idle sockets, event streams that never end on their own).
 */
export function trackHttpRequests(server: Server) {
  const answering = new Set<ServerResponse>();
  let isDraining = false;
  server.on('request', (_req, res: ServerResponse) => {
    if (isDraining) res.setHeader('Connection', 'close');
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  // An event stream is open for as long as the page is: it is no request to wait for (the browser reconnects).
  const isStream = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
  return {
    async drain(deadline: number): Promise<number> {
      isDraining = true;
      server.close();
      server.closeIdleConnections();
      await untilIdle(() => [...answering].every(isStream), deadline);
      const unfinished = [...answering].filter((res) => !isStream(res)).length;
      server.closeAllConnections();
      return unfinished;
    },
  };
}
