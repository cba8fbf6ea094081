import { natsSubject } from '../common/nats-subject';

// Notices to the gateways' caches, on plain NATS without a queue group so that every gateway replica hears each one.
// A service sends one after its write has committed and before it answers, so the writer's next request finds every
// gateway's cache already emptied of the old answer. A notice lost in a broker outage costs only staleness: each cache
// also has a time-out, and a gateway empties its caches when its connection comes back.
export const CACHE_NOTICES = {
  /** A user's account changed (profile, address, phone, status, password, deletion): their cached sessions go. */
  userChanged: natsSubject('cache.user-changed'),
  /** One session ended (logout). */
  sessionEnded: natsSubject('cache.session-ended'),
  /** One back-office token ended (logout). */
  adminSessionEnded: natsSubject('cache.admin-session-ended'),
} as const;

export interface UserChangedNotice {
  userId: string;
}

/** Tokens never travel in a notice: the SHA-256 of the token, in hex. */
export interface TokenEndedNotice {
  tokenHash: string;
}
