import { EVENT_SUBJECTS, photoVariantPath, type PushNotice, type UserPushEvent } from '@surimarkt/contracts';
import { type OutboxRelay } from '@surimarkt/server';
import { type EntityManager } from 'typeorm';

/** A push to a user's devices, in the caller's transaction: the accounts-service sends it if that kind is on. */
export function addUserPush(outbox: OutboxRelay, manager: EntityManager, userId: string, push: PushNotice): Promise<void> {
  const event: Omit<UserPushEvent, 'eventId'> = { userId, push };
  return outbox.add(manager, EVENT_SUBJECTS.userPush, event as unknown as Record<string, unknown>);
}

/** The ad's small photo (the card crop) for a notification, from its first photo; nothing when it has none. */
export function pushImage(images: string[] | null | undefined): { image?: string } {
  return images?.[0] ? { image: photoVariantPath(images[0], 'card') } : {};
}
