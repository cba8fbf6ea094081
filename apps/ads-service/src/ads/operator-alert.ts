import { EVENT_SUBJECTS, type OperatorAlertEvent } from '@surimarkt/contracts';
import { type OutboxRelay } from '@surimarkt/server';
import { type EntityManager } from 'typeorm';

/** An alert for the operator, in the caller's transaction: the moderation-service mails it to OPERATOR_EMAIL. */
export function addOperatorAlert(outbox: OutboxRelay, manager: EntityManager, alert: Omit<OperatorAlertEvent, 'eventId'>): Promise<void> {
  return outbox.add(manager, EVENT_SUBJECTS.operatorAlert, alert);
}
