import { type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { untilIdle } from '@surimarkt/server';

/**
 * Counts the requests a gateway is answering, so that a stop finishes them. `drain` closes the listening socket at once
 * (a load balancer sends new connections elsewhere) but leaves the keep-alive connections open: a client may be sending
 * a request on an idle one at that very moment, and closing it would reset that request. A request that still comes on
 * one is answered with `Connection: close`; an idle one is dropped by its client before the keep-alive timeout the
 * server advertises (undici: a second before). Once only event streams are left, or at `deadline`, the rest is ended.
 */
export function trackHttpRequests(server: Server) {
  const answering = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const carriedRequest = new WeakSet<Socket>();
  let isDraining = false;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // First, so that the header is set before any handler answers.
  server.prependListener('request', (req, res: ServerResponse) => {
    carriedRequest.add(req.socket);
    if (isDraining) res.setHeader('Connection', 'close');
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  // An event stream is open for as long as the page is: it is no request to wait for (the browser reconnects).
  const isStream = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
  const isOnlyStreamsLeft = () => {
    const streams = new Set([...answering].filter(isStream).map((res) => res.socket));
    return [...sockets].every((socket) => streams.has(socket));
  };
  return {
    async drain(deadline: number): Promise<number> {
      isDraining = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
      // http.Server#close also closes the idle keep-alive connections (Node 19+); net.Server's only stops listening.
      NetServer.prototype.close.call(server);
      // Node closes each idle connection keepAliveTimeout after its last answer; a connection that never carried a
      // request has no such timer and no client about to use it, so it goes once that time has passed.
      await untilIdle(isOnlyStreamsLeft, Math.min(deadline, Date.now() + server.keepAliveTimeout));
      for (const socket of sockets) if (!carriedRequest.has(socket)) socket.destroy();
      await untilIdle(isOnlyStreamsLeft, deadline);
      const unfinished = [...answering].filter((res) => !isStream(res)).length;
      server.closeAllConnections();
      return unfinished;
    },
  };
}
