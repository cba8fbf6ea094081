import type {
  ConversationList,
  ConversationStreamEvent,
  MessageList,
  SendMessageReply,
  StartConversationReply,
} from '@surimarkt/contracts';
import { baseApi } from '@/shared/api/base-api';
import { reportMessageActivity } from '@/shared/lib/message-activity';

type Done = { success: true; message: string };
const LIST = { type: 'Conversation' as const, id: 'LIST' };

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationList, void>({
      query: () => '/conversations',
      providesTags: (result) => [LIST, ...(result?.conversations ?? []).map((c) => ({ type: 'Conversation' as const, id: c.id }))],
    }),
    getMessages: build.query<MessageList, string>({
      query: (id) => `/conversations/${id}/messages`,
      providesTags: (_r, _e, id) => [{ type: 'Conversation', id: `MESSAGES_${id}` }],
    }),
    startConversation: build.mutation<StartConversationReply, { adId: number; text: string }>({
      query: ({ adId, text }) => ({ url: `/ads/${adId}/conversations`, method: 'POST', body: { text } }),
      invalidatesTags: [LIST],
      onQueryStarted: (_arg, { queryFulfilled }) => void queryFulfilled.then(reportMessageActivity, () => undefined),
    }),
    sendMessage: build.mutation<SendMessageReply, { conversationId: string; text: string }>({
      query: ({ conversationId, text }) => ({ url: `/conversations/${conversationId}/messages`, method: 'POST', body: { text } }),
      invalidatesTags: [LIST],
      onQueryStarted: (_arg, { queryFulfilled }) => void queryFulfilled.then(reportMessageActivity, () => undefined),
    }),
    markRead: build.mutation<Done, string>({
      query: (id) => ({ url: `/conversations/${id}/read`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    /** The one-tap report under a warned message: the ad it is about, as a scam, with the message as its text. */
    reportScamMessage: build.mutation<Done, { adId: number; text: string }>({
      query: ({ adId, text }) => ({ url: `/ads/${adId}/reports`, method: 'POST', body: { reason: 'scam', text: text.slice(0, 500) } }),
    }),
    blockConversation: build.mutation<Done, string>({
      query: (id) => ({ url: `/conversations/${id}/block`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetMessagesQuery,
  useStartConversationMutation,
  useSendMessageMutation,
  useMarkReadMutation,
  useBlockConversationMutation,
  useReportScamMessageMutation,
} = messagesApi;

/** Adds a message to the open conversation's cache, once (it may come both as the reply and over the stream). */
export function addMessageToCache(event: ConversationStreamEvent) {
  return messagesApi.util.updateQueryData('getMessages', event.conversationId, (draft) => {
    if (!draft.messages.some((m) => m.id === event.message.id)) {
      draft.messages.push(event.message);
      draft.messages.sort((a, b) => a.id - b.id);
    }
  });
}
