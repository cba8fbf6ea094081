import { Link } from 'react-router-dom';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { links } from '@/shared/lib/paths';
import { useGetConversationsQuery } from '../api/messages.api';
import { useMessageStream } from '../hooks/use-message-stream';
import { messagesTexts as t } from '../messages.texts';
import './messages.css';

/** The header's envelope with the number of unread messages; it listens for new ones on every page. */
export function MessagesBadge() {
  const { data: user } = useKnownCurrentUser();
  const { data } = useGetConversationsQuery(undefined, { skip: !user });
  useMessageStream(!!user);
  if (!user) return null;
  const unread = data?.unreadTotal ?? 0;
  return (
    <Link to={links.profileTab('berichten')} className="sm-msg-badge" aria-label={t.badgeLabel(unread)} title={t.inboxTitle}>
      <span aria-hidden="true">✉</span>
      {unread > 0 && (
        <span className="sm-msg-badge__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
