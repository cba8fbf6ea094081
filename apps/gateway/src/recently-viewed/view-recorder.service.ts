import { Injectable, Logger } from '@nestjs/common';
import { RECENTLY_VIEWED_SUBJECTS } from '@surimarkt/contracts';
import { type Request } from 'express';
import { SessionResolver } from '../auth/session-resolver.service';
import { readCookie, SESSION_MARKER_COOKIE } from '../auth/session-cookies';
import { RpcClient } from '../common/rpc-client.service';

/**
 * Puts an ad a logged-in visitor opened into their history, after the page is answered: the page never waits
 * for it nor fails by it. A guest (no session marker, no bearer token) costs nothing, not even a session lookup.
 */
@Injectable()
export class ViewRecorder {
  private readonly logger = new Logger('ViewRecorder');

  constructor(
    private readonly sessions: SessionResolver,
    private readonly rpc: RpcClient,
  ) {}

  recordInBackground(req: Request, adId: number): void {
    if (!mayHaveSession(req)) return;
    this.sessions.resolve(req).then(
      (session) => {
        if (session?.user) this.rpc.emit(RECENTLY_VIEWED_SUBJECTS.record, { userId: session.user.id, adId });
      },
      (error: unknown) => this.logger.warn({ adId, error: error instanceof Error ? error.message : String(error) }, 'view not recorded'),
    );
  }
}

/** The marker cookie is set and cleared with the session cookie; API clients send a bearer token instead. */
function mayHaveSession(req: Request): boolean {
  return Boolean(req.headers.authorization?.startsWith('Bearer ')) || readCookie(req, SESSION_MARKER_COOKIE) !== undefined;
}
