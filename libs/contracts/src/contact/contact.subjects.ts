import { natsSubject } from '../common/nats-subject';

export const CONTACT_SUBJECTS = {
  send: natsSubject('contact.send'),
} as const;
