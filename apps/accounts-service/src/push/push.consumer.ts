import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EVENT_SUBJECTS, type MessageSentEvent, type UserPushEvent } from '@surimarkt/contracts';
import { EventBus } from '@surimarkt/server';
import { DataSource } from 'typeorm';
import { PushDeliveries } from './push-deliveries.service';
import { conversationTopic, messagePush, withoutContactDetails } from './push-payload';

/**
 * The events that become pushes: a new message (to its recipient) and the pushes other services ask for (a bid, a
 * bid's answer, an alert, a review invitation). Each through its own durable consumer, shared by the replicas.
 */
@Injectable()
export class PushConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly deliveries: PushDeliveries,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume<MessageSentEvent>('accounts-push-messages', EVENT_SUBJECTS.messageSent, (event) => this.onMessage(event));
    await this.bus.consume<UserPushEvent>('accounts-push-user', EVENT_SUBJECTS.userPush, ({ eventId, userId, push }) => {
      const { kind, ...payload } = push;
      return this.deliveries.enqueueOnce(eventId, userId, kind, {
        ...payload,
        title: withoutContactDetails(payload.title),
        body: withoutContactDetails(payload.body),
      });
    });
  }

  private async onMessage(event: MessageSentEvent): Promise<void> {
    const [sender] = await this.ds.query(
      `SELECT "first_name" AS "firstName", "last_name" AS "lastName" FROM "accounts"."users" WHERE "id" = $1`,
      [event.senderId],
    );
    await this.deliveries.enqueueOnce(
      event.eventId,
      event.recipientId,
      'message',
      messagePush(event, sender),
      conversationTopic(event.conversationId),
    );
  }
}
