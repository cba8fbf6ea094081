import type { ConversationStreamEvent } from '@surimarkt/contracts';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { reportMessageActivity } from '@/shared/lib/message-activity';
import { addMessageToCache, messagesApi } from '../api/messages.api';

type Dispatch = (action: unknown) => unknown;

// One EventSource per browser tab, however many components want live messages (the header badge, the inbox): each
// user of the hook counts, the last one to leave closes it. EventSource reconnects by itself after a drop and sends
// the last message id it saw, so the gateway sends what was missed.
let source: EventSource | null = null;
let users = 0;
const dispatchers = new Set<Dispatch>();

function open() {
  source = new EventSource('/api/conversations/events', { withCredentials: true });
  source.onmessage = (message: MessageEvent<string>) => {
    let event: ConversationStreamEvent;
    try {
      event = JSON.parse(message.data) as ConversationStreamEvent;
    } catch {
      return;
    }
    for (const dispatch of dispatchers) {
      dispatch(addMessageToCache(event));
      // The inbox's last message and unread counts are the server's to count.
      dispatch(messagesApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
    }
    if (!event.message.fromMe) reportMessageActivity();
  };
}

/** Keeps the cache of conversations up to date with each message as it is sent, while `isActive` (a logged-in user). */
export function useMessageStream(isActive: boolean) {
  const dispatch = useDispatch() as Dispatch;
  useEffect(() => {
    if (!isActive || typeof EventSource === 'undefined') return;
    dispatchers.add(dispatch);
    users += 1;
    if (!source) open();
    return () => {
      users -= 1;
      dispatchers.delete(dispatch);
      if (users === 0) {
        source?.close();
        source = null;
      }
    };
  }, [dispatch, isActive]);
}
