import { Controller, Headers, type MessageEvent, Sse, UseGuards } from '@nestjs/common';
import { type AccountUser, type ConversationStreamEvent, CONVERSATION_SUBJECTS, type MissedMessageList } from '@surimarkt/contracts';
import { concat, defer, distinct, interval, map, merge, mergeMap, Observable, of } from 'rxjs';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
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
  ) {}

  @Sse('events')
  events(@CurrentUser() user: AccountUser, @Headers('last-event-id') lastEventId?: string): Observable<MessageEvent> {
    const afterId = /^[0-9]{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : 0;
    // Live messages are listened to from the start, so none slips by while the missed ones are asked for.
    const live = this.feed.forUser(user.id);
    const missed = afterId
      ? defer(() => this.rpc.send<MissedMessageList>(CONVERSATION_SUBJECTS.missed, { userId: user.id, afterId })).pipe(
          mergeMap((list) => list.events),
        )
      : of<ConversationStreamEvent>();
    const messages = missedThenLive(missed, live).pipe(
      distinct((event) => event.message.id),
      map((event): MessageEvent => ({ id: String(event.message.id), data: event })),
    );
    // The opening comment sends the headers at once, so the browser knows the stream is open.
    const opened = of<MessageEvent>({ comment: 'open' });
    const keepAlive = interval(KEEP_ALIVE_MS).pipe(map((): MessageEvent => ({ comment: 'keep-alive' })));
    return concat(opened, merge(messages, keepAlive));
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
