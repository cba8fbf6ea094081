/** One message as its reader sees it: fromMe tells their own from the other party's. */
export interface ConversationMessage {
  /** Increasing: a stream resumed after id n sends the messages after n. */
  id: number;
  text: string;
  createdAt: string;
  fromMe: boolean;
  /** The message looks like a scam (payment up front, a payment link): true for its reader only, never its sender. */
  warning: boolean;
}

export interface ConversationSummary {
  id: string;
  adId: number;
  adTitle: string;
  /** The ad's cover photo, or null. */
  adImage: string | null;
  otherParty: { id: string; displayName: string };
  lastMessage: { text: string; createdAt: string; fromMe: boolean } | null;
  /** Messages of the other party the reader has not read yet. */
  unread: number;
  /** Either side blocked it: nobody can send in it any more, it stays readable. */
  isBlocked: boolean;
  /** The other party deleted their account: the conversation stays readable, closed (isBlocked too). */
  isPartyDeleted: boolean;
  /** Whether the reader is the buyer (they wrote first about the ad). */
  isBuyer: boolean;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  unreadTotal: number;
}

export interface MessageList {
  messages: ConversationMessage[];
}

export interface StartConversationReply {
  conversation: { id: string; adId: number };
  message: ConversationMessage;
}

export interface SendMessageReply {
  message: ConversationMessage;
}

/** What GET /api/conversations/events carries for each new message (its SSE id is the message id). */
export interface ConversationStreamEvent {
  conversationId: string;
  adId: number;
  message: ConversationMessage;
}

/** The messages of the user's conversations after a message id, for a stream that resumes (Last-Event-ID). */
export interface MissedMessageList {
  events: ConversationStreamEvent[];
}
