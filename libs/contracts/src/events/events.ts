import { type AdStatus, type Currency } from '../ads/ads.constants';
import { natsSubject } from '../common/nats-subject';
import { type PushKind, type PushNotice } from '../push/push.types';
import { type MailContent } from './mail-content';

// Events carried on JetStream (acknowledged, kept while a consumer is down), unlike the request/reply subjects.
// Every event has an eventId: JetStream drops a re-published copy within its duplicate window, and each consumer
// records the ids it has handled, so a redelivered event changes nothing twice.
export const EVENT_SUBJECTS = {
  /** Every subject of the event stream. */
  all: natsSubject('events.>'),
  /** An ad was posted, or edited in a way that needs review again (ads-service → moderation-service). */
  adSubmitted: natsSubject('events.ad.submitted'),
  /** The back-office decided on an ad (moderation-service → ads-service, which applies it). */
  adDecided: natsSubject('events.ad.decided'),
  /** An ad's status changed by a decision (ads-service → accounts-service, which mails the owner). */
  adStatusChanged: natsSubject('events.ad.status-changed'),
  /** An online ad became featured (ads-service → its own saved-search alerts, for the featured ads' page). */
  adFeatured: natsSubject('events.ad.featured'),
  /** A mail for a user about their activity (a bid placed or decided): accounts-service sends it if their switch allows. */
  userMail: natsSubject('events.mail.user'),
  /** A visitor's activity (page view, search, ...) for the back-office's analytics (gateway → analytics-service). */
  activityLogged: natsSubject('events.analytics.activity'),
  /** Someone registered (accounts-service → moderation-service, which mails the operator when that switch is on). */
  userRegistered: natsSubject('events.user.registered'),
  /** A user's phone number passed the SMS code check, or stopped being verified (accounts-service → ads-service). */
  userPhoneChanged: natsSubject('events.user.phone-changed'),
  /**
   * A message was stored (ads-service → every gateway replica, which pushes it on the parties' open streams, and the
   * accounts-service, which pushes it to the recipient's devices).
   */
  messageSent: natsSubject('events.message.sent'),
  /** Something the operator must look at now (a reporter hiding many ads, SMS ceilings): moderation-service mails it. */
  operatorAlert: natsSubject('events.operator.alert'),
  /** A push for a user (a bid, a bid's answer, an alert, a review invitation): the accounts-service sends it. */
  userPush: natsSubject('events.push.user'),
  /** An ad's page is to be rendered again and stored (a gateway's write to the ad, or one ad of a sweep): one gateway does it. */
  adPageRender: natsSubject('events.pages.render'),
  /** Every ad's page is to be rendered again (a new build, a change to every page): one gateway lists them as adPageRender. */
  adPagesSweep: natsSubject('events.pages.sweep'),
} as const;

export interface AdPageRenderEvent {
  eventId: string;
  adId: number;
}

export interface AdPagesSweepEvent {
  /** The store's version the pages are for ('<generation>/<build>'): publishing the same sweep twice is one sweep. */
  eventId: string;
  version: string;
}

export interface OperatorAlertEvent {
  eventId: string;
  subject: string;
  paragraphs: string[];
  /** Where in the back-office to look, e.g. '/admin?tab=meldingen'. */
  adminPath: string;
}

export interface MessageSentEvent {
  eventId: string;
  conversationId: string;
  adId: number;
  senderId: string;
  recipientId: string;
  /** warning: the reader is to be warned (absent in events stored before warnings existed). */
  message: { id: number; text: string; createdAt: string; warning?: boolean };
  /** The ad's title and small photo, for the recipient's push (absent in events stored before pushes existed). */
  adTitle?: string;
  adImage?: string | null;
}

export interface UserPhoneChangedEvent {
  eventId: string;
  userId: string;
  /** The verified number in E.164 (+5978123456), or null when the user has none (changed or removed). */
  verifiedPhone: string | null;
  /** When it changed: an older event arriving late never overrides a newer one. */
  changedAt: string;
}

export interface AdSubmittedEvent {
  eventId: string;
  adId: number;
  userId: string;
  title: string;
  description: string;
  /** Integer cents; null is 'Prijs op aanvraag'. Absent in events stored before the operator's mail showed it. */
  price?: number | null;
  currency?: Currency;
  /** 'new' for a posted ad, 'edited' for one sent back to review by its owner. */
  kind: 'new' | 'edited';
  submittedAt: string;
}

export interface AdDecidedEvent {
  eventId: string;
  /** Increasing per decision: an older decision arriving late never overrides a newer one. */
  decisionId: number;
  adId: number;
  status: Exclude<AdStatus, 'expired'>;
  reason: string | null;
}

export interface AdStatusChangedEvent {
  eventId: string;
  adId: number;
  userId: string;
  title: string;
  status: AdStatus;
  reason: string | null;
}

export interface AdFeaturedEvent {
  eventId: string;
  adId: number;
}

/** What a user mail is about, for the per-recipient limit of each kind (absent: a notice about the user's own things). */
export type UserMailKind = 'notice' | 'alert' | 'unread-message';

export interface UserMailEvent {
  eventId: string;
  userId: string;
  kind?: UserMailKind;
  subject: string;
  /** The mail's body as plain text: all an event written before content existed has, and all an older consumer reads. */
  text: string;
  /** The mail's parts, for the HTML layout; absent in an event written before it existed. */
  content?: MailContent;
  /**
   * A mail the user asked for with its own off switch (a saved search's alert): sent whatever the general e-mail
   * switch says, with List-Unsubscribe headers for oneClickUrl (POST, no login) and reason in the footer.
   */
  unsubscribe?: { oneClickUrl: string; reason: string };
  /**
   * The same news also went to the user's devices as this kind of push (the unread message): the mail is then the
   * fallback, sent only to a user without a device that takes that kind.
   */
  pushedAs?: PushKind;
}

/** A push to a user's devices about their activity; the accounts-service sends it if the user has that kind on. */
export interface UserPushEvent {
  eventId: string;
  userId: string;
  push: PushNotice;
}

export interface UserRegisteredEvent {
  eventId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  accountType: 'user' | 'business';
}
