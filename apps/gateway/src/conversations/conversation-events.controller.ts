import { Controller, Headers, type MessageEvent, Req, Sse, UseGuards } from '@nestjs/common';
import { type AccountUser, type ConversationStreamEvent, CONVERSATION_SUBJECTS } from '@surimarkt/contracts';
import {
  catchError,
  concat,
  defer,
  distinct,
  EMPTY,
  exhaustMap,
  filter,
  from,
  interval,
  map,
  merge,
  mergeMap,
  Observable,
  of,
  takeUntil,
} from 'rxjs';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionResolver } from '../auth/session-resolver.service';
import { SessionGuard, type SessionRequest } from '../auth/session.guard';
import { RpcClient } from '../common/rpc-client.service';
import { MessageFeed } from './message-feed.service';

// Proxies and phone networks close a quiet connection after 30-60 s; a comment line every 25 s keeps it open.
const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/conversations/events: each new message of the session's user as a server-sent event whose id is the
 * message id. A browser that reconnects sends Last-Event-ID, and gets the messages after it first.
 */
@Controller('conversations')
@UseGuards(SessionGuard)
export class ConversationEventsController {
  constructor(
    private readonly feed: MessageFeed,
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
  ) {}

  @Sse('events')
  events(
    @CurrentUser() user: AccountUser,
    @Req() req: SessionRequest,
    @Headers('last-event-id') lastEventId?: string,
  ): Observable<MessageEvent> {
    const afterId = /^[0-9]{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : 0;
    // Live messages are listened to from the start, so none slips by while the missed ones are asked for.
    const live = this.feed.forUser(user.id);
    const missed = afterId
      ? defer(() => this.rpc.send(CONVERSATION_SUBJECTS.missed, { userId: user.id, afterId })).pipe(mergeMap((list) => list.events))
      : of<ConversationStreamEvent>();
    const messages = missedThenLive(missed, live).pipe(
      distinct((event) => event.message.id),
      map((event): MessageEvent => ({ id: String(event.message.id), data: event })),
    );
    // The opening comment sends the headers at once, so the browser knows the stream is open.
    const opened = of<MessageEvent>({ comment: 'open' });
    const keepAlive = interval(KEEP_ALIVE_MS).pipe(map((): MessageEvent => ({ comment: 'keep-alive' })));
    return concat(opened, merge(messages, keepAlive)).pipe(takeUntil(this.sessionEnded(req.sessionToken!, user.id)));
  }

  /**
   * Emits once the stream's session is over, so a stolen session's open stream ends with its logout or the owner's
   * password change on any replica (the notices every replica hears), checked again at each keep-alive besides.
   */
  private sessionEnded(token: string, userId: string): Observable<unknown> {
    // The accounts-service not answering ends nothing: the next keep-alive asks again.
    const isOver = () =>
      from(this.sessions.userOfToken(token)).pipe(
        filter((user) => user?.id !== userId),
        catchError(() => EMPTY),
      );
    return merge(this.sessions.mayHaveEnded(token, userId), interval(KEEP_ALIVE_MS)).pipe(exhaustMap(isOver));
  }
}

/**
 * The missed messages first, in order, then the live ones. Live ones are listened to from the start but held back
 * until the missed list is out: a message sent just before the reconnect may arrive live before the list does, and
 * would otherwise overtake the older ones.
 */
function missedThenLive(
  missed: Observable<ConversationStreamEvent>,
  live: Observable<ConversationStreamEvent>,
): Observable<ConversationStreamEvent> {
  return new Observable<ConversationStreamEvent>((subscriber) => {
    let held: ConversationStreamEvent[] | null = [];
    const liveSubscription = live.subscribe({
      next: (event) => (held ? held.push(event) : subscriber.next(event)),
      error: (error: unknown) => subscriber.error(error),
    });
    const missedSubscription = missed.subscribe({
      next: (event) => subscriber.next(event),
      error: (error: unknown) => subscriber.error(error),
      complete: () => {
        const waiting = held ?? [];
        held = null;
        for (const event of waiting) subscriber.next(event);
      },
    });
    return () => {
      missedSubscription.unsubscribe();
      liveSubscription.unsubscribe();
    };
  });
}
