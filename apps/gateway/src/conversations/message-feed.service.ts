import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { type ConversationStreamEvent, EVENT_SUBJECTS, type MessageSentEvent } from '@surimarkt/contracts';
import { type NatsConnection, type Subscription } from 'nats';
import { Observable, Subject } from 'rxjs';
import { NATS_CLIENT } from '../common/nats-client.token';

/**
 * Every stored message, as the ads-service announces it. JetStream also delivers each published event to plain
 * subscribers of its subject, so every gateway replica hears every message (no durable consumer shared between
 * replicas, which would give each event to one of them) and pushes it to the open streams of its two parties here.
 * An event missed while the broker was away is found again by the client's resume (Last-Event-ID).
 */
@Injectable()
export class MessageFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MessageFeed.name);
  private readonly byUser = new Map<string, Set<Subject<ConversationStreamEvent>>>();
  private subscription?: Subscription;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  /** The messages sent to or by userId from now on, until the subscriber leaves. */
  forUser(userId: string): Observable<ConversationStreamEvent> {
    return new Observable<ConversationStreamEvent>((subscriber) => {
      const subject = new Subject<ConversationStreamEvent>();
      const inner = subject.subscribe(subscriber);
      const streams = this.byUser.get(userId) ?? new Set();
      streams.add(subject);
      this.byUser.set(userId, streams);
      return () => {
        inner.unsubscribe();
        streams.delete(subject);
        if (!streams.size) this.byUser.delete(userId);
      };
    });
  }

  onApplicationBootstrap(): void {
    this.client.connect().then(
      () => {
        this.subscription = this.client.unwrap<NatsConnection>().subscribe(EVENT_SUBJECTS.messageSent, {
          callback: (error, message) => {
            if (error) return;
            try {
              this.deliver(message.json<MessageSentEvent>());
            } catch {
              // Not an event of ours: nothing to push.
            }
          },
        });
      },
      (error: unknown) => this.logger.warn(`message feed not heard yet: ${(error as Error)?.message ?? error}`),
    );
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
    for (const streams of this.byUser.values()) for (const stream of streams) stream.complete();
    this.byUser.clear();
  }

  private deliver(event: MessageSentEvent): void {
    for (const userId of new Set([event.senderId, event.recipientId])) {
      const streams = this.byUser.get(userId);
      if (!streams) continue;
      const shown: ConversationStreamEvent = {
        conversationId: event.conversationId,
        adId: event.adId,
        // The warning is the reader's alone: the sender's own stream never says their message was flagged.
        message: {
          ...event.message,
          fromMe: userId === event.senderId,
          warning: userId !== event.senderId && event.message.warning === true,
        },
      };
      for (const stream of streams) stream.next(shown);
    }
  }
}
