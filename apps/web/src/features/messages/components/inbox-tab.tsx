import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@/shared/format/dates';
import { thumbnailUrl } from '@/shared/lib/image-url';
import { useGetConversationsQuery } from '../api/messages.api';
import { useMessageStream } from '../hooks/use-message-stream';
import { messagesTexts as t } from '../messages.texts';
import { ConversationView } from './conversation-view';
import './messages.css';

/**
 * Berichten in the profile: every conversation, newest first, with the ad's photo and title, the other party and the
 * unread count. Phone first: a chosen conversation (?gesprek=) takes the whole width, with a way back to the list.
 */
export function InboxTab() {
  const { data, isLoading } = useGetConversationsQuery();
  const [params, setParams] = useSearchParams();
  useMessageStream(true);
  const openId = params.get('gesprek');
  const conversations = data?.conversations ?? [];
  const open = conversations.find((c) => c.id === openId);

  if (isLoading) return null;
  if (open) return <ConversationView conversation={open} onBack={() => setParams({})} />;
  if (!conversations.length) return <p className="sm-msg__empty">{t.empty}</p>;
  return (
    <ul className="sm-msg-inbox" aria-label={t.inboxTitle}>
      {conversations.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={`sm-msg-inbox__item${c.unread ? ' sm-msg-inbox__item--unread' : ''}`}
            onClick={() => setParams({ gesprek: c.id })}
          >
            {c.adImage ? (
              <img className="sm-msg-inbox__photo" src={thumbnailUrl(c.adImage)} alt="" width={64} height={48} />
            ) : (
              <span className="sm-msg-inbox__photo" />
            )}
            <span className="sm-msg-inbox__text">
              <span className="sm-msg-inbox__top">
                <strong>{c.adTitle}</strong>
                {c.lastMessage && <small>{formatDateTime(c.lastMessage.createdAt)}</small>}
              </span>
              <span className="sm-msg-inbox__party">{c.otherParty.displayName}</span>
              {c.lastMessage && (
                <span className="sm-msg-inbox__last">
                  {c.lastMessage.fromMe ? `${t.you}: ` : ''}
                  {c.lastMessage.text}
                </span>
              )}
            </span>
            {c.unread > 0 && (
              <span className="sm-msg-inbox__unread" aria-label={t.unread(c.unread)}>
                {c.unread}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
