/** The kinds of push a user can switch on or off, each on its own. */
export const PUSH_KINDS = ['message', 'bid', 'alert', 'review'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** At most this many devices per user (contract 'Push'). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** GET /api/push/public-key */
export interface PushPublicKey {
  /** The VAPID public key, base64url (the browser's applicationServerKey). */
  publicKey: string;
}

/** POST /api/push/subscriptions → 201 */
export interface PushSubscriptionCreated {
  id: string;
}

/** GET /api/push/subscriptions */
export interface PushSubscriptionList {
  /** current: the device of the session that asks (the one logging out here would remove). */
  subscriptions: { id: string; createdAt: string; current: boolean }[];
}

/** GET and PUT /api/push/preferences: which kinds reach the user's devices (all on until switched off). */
export type PushPreferences = Record<PushKind, boolean>;

/** What the service worker receives, decrypted (contract: `{ title, body, url }`; image and tag are extras). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens, a path on the site (/berichten/12, /ad/5). */
  url: string;
  /** The ad's small photo, when it has one. */
  image?: string;
  /** Collapses a conversation's notifications on the phone into its newest. */
  tag?: string;
}

/**
 * A push that another service asks for alongside its mail (a bid, a bid's answer, an alert, a review invitation), on
 * the userMail event: the accounts-service sends it to the user's devices if that kind is on.
 */
export interface PushNotice extends PushPayload {
  kind: PushKind;
}

/** The pages a notification's tap opens (the web app's addresses, as the mails link them). */
export const PUSH_URLS = {
  conversation: (conversationId: string) => `/profiel/berichten?gesprek=${conversationId}`,
  ownAds: '/profiel/mijn-advertenties',
  myBids: '/profiel/biedingen',
  reviews: '/profiel/beoordelingen',
  ad: (adId: number) => `/ad/${adId}`,
} as const;
